import React, { act, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { hydrateInTransition } from "../hydrate-in-transition";

jest.mock("react-dom/client", () => {
  const actual = jest.requireActual<typeof import("react-dom/client")>("react-dom/client");
  return { ...actual, hydrateRoot: jest.fn(actual.hydrateRoot) };
});

function Counter({ onHydrated }: { onHydrated: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(onHydrated, [onHydrated]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

/** What the server renders for <Counter />: react-dom/server separates adjacent text with a comment. */
const SERVER_HTML = '<button type="button">Clicked <!-- -->0</button>';

function gatsbyContainer(innerHtml: string) {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${innerHtml}</div></div>`;
  return document.getElementById("___gatsby");
}

const app = (onHydrated: () => void) => (
  <div id="gatsby-focus-wrapper">
    <Counter onHydrated={onHydrated} />
  </div>
);

// React 18 reads this flag to run act() against a real root.
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

test("hydrates the server HTML in place, without a mismatch, and the page then responds", async () => {
  const onHydrated = jest.fn();
  const container = gatsbyContainer(SERVER_HTML);
  const serverButton = container?.querySelector("button");
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  await act(async () => hydrateInTransition(app(onHydrated), container));
  expect(onHydrated).toHaveBeenCalledTimes(1);
  expect(container?.querySelector("button")).toBe(serverButton);
  await act(async () => serverButton?.click());
  expect(serverButton?.textContent).toBe("Clicked 1");
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

test("hydrateRoot is called inside startTransition, so React hydrates in slices", async () => {
  const calls: string[] = [];
  let inTransition = false;
  const originalTransition = React.startTransition;
  const transition = jest.spyOn(React, "startTransition").mockImplementation((scope) => {
    inTransition = true;
    originalTransition(scope);
    inTransition = false;
  });
  const hydrate = jest.mocked(hydrateRoot);
  const actualHydrate = jest.requireActual<typeof import("react-dom/client")>("react-dom/client").hydrateRoot;
  hydrate.mockImplementation((...args) => {
    calls.push(inTransition ? "hydrate in transition" : "hydrate outside a transition");
    return actualHydrate(...args);
  });
  const container = gatsbyContainer(SERVER_HTML);
  await act(async () => hydrateInTransition(app(jest.fn()), container));
  expect(calls).toEqual(["hydrate in transition"]);
  transition.mockRestore();
  hydrate.mockImplementation(actualHydrate);
});

test("a page without server HTML is rendered, as Gatsby does", async () => {
  const onHydrated = jest.fn();
  const container = gatsbyContainer("");
  await act(async () => hydrateInTransition(app(onHydrated), container));
  expect(container?.querySelector("button")?.textContent).toBe("Clicked 0");
  expect(onHydrated).toHaveBeenCalledTimes(1);
});
