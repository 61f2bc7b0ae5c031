import type { ReactNode } from "react";
import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { HYDRATED_ISLAND_ATTRIBUTE, HYDRATE_WHEN } from "../attributes";
import { defineIsland } from "../define-island";
import { hydrateIsland } from "../hydrate-island";
import { InBrowserIsland } from "../island-context";
import { StaticChildren } from "../static-children";
import { useMatchingId } from "../../island-helpers/use-matching-id";
import { useState } from "react";

function Counter({ label, children }: { label: string; children?: ReactNode }) {
  const id = useMatchingId("count");
  const [count, setCount] = useState(0);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      <button type="button" onClick={() => setCount(count + 1)}>
        {count}
      </button>
      <StaticChildren className="slot" data-count={count}>
        {children}
      </StaticChildren>
    </section>
  );
}

const CounterIsland = defineIsland({ name: "counter", when: "visible", Component: Counter });

/** The server HTML of a page holding the island, with text around it, in the document. */
function serverPage(): HTMLElement {
  const page = document.createElement("main");
  page.innerHTML = renderToString(
    <div>
      <p>before</p>
      <CounterIsland label="Items">
        <p>static words</p>
      </CounterIsland>
    </div>,
  );
  document.body.replaceChildren(page);
  return page;
}

const boxOf = (page: HTMLElement) => page.querySelector<HTMLElement>("[data-island]")!;

test("the server HTML names the island, says when it hydrates and carries its props, children aside", () => {
  const box = boxOf(serverPage());
  expect(box.getAttribute("data-island")).toBe("counter");
  expect(box.getAttribute("data-island-when")).toBe(CounterIsland.island.when);
  expect(HYDRATE_WHEN).toContain(box.getAttribute("data-island-when"));
  expect(JSON.parse(box.getAttribute("data-island-props") ?? "")).toEqual({ label: "Items" });
  expect(box.style.display).toBe("contents");
  expect(box.querySelector(".slot")?.innerHTML).toBe("<p>static words</p>");
  expect(box.querySelector("h2")?.id).toBe(`${box.getAttribute("data-island-scope")}-count`);
});

test("hydrated from its HTML alone, the island works, keeps its ids and never touches its static content", async () => {
  const page = serverPage();
  const box = boxOf(page);
  const before = page.innerHTML;
  const staticParagraph = box.querySelector(".slot p");
  const errors = jest.spyOn(console, "error");
  const onLive = jest.fn();

  await act(async () => hydrateIsland(box, CounterIsland, {}, onLive));
  expect(box).toHaveAttribute(HYDRATED_ISLAND_ATTRIBUTE);
  expect(onLive).toHaveBeenCalledTimes(1);
  expect(page.innerHTML.replace(` ${HYDRATED_ISLAND_ATTRIBUTE}=""`, "")).toBe(before);
  expect(errors).not.toHaveBeenCalled();

  await act(async () => box.querySelector("button")!.click());
  expect(box.querySelector("button")).toHaveTextContent("1");
  expect(box.querySelector(".slot")).toHaveAttribute("data-count", "1");
  expect(box.querySelector(".slot p")).toBe(staticParagraph);
  expect(staticParagraph).toHaveTextContent("static words");
  errors.mockRestore();
});

test("an island nested in one React renders in the browser keeps its server HTML", () => {
  const html = renderToString(
    <InBrowserIsland.Provider value>
      <CounterIsland label="Nested" />
    </InBrowserIsland.Provider>,
  );
  expect(html).toMatch(/^<div data-island="counter"[^>]*><\/div>$/);
});
