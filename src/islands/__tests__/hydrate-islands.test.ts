import {
  HYDRATED_ISLAND_ATTRIBUTE,
  INPUT_READY_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  PLAIN_HTML_ATTRIBUTE,
  PRESS_HELD_ATTRIBUTE,
} from "../attributes";
import type { IslandComponent } from "../define-island";
import { hydrateIsland } from "../hydrate-island";
import { hydrateIslands } from "../hydrate-islands";
import { loadIsland } from "../island-modules";

jest.mock("../island-modules", () => ({ loadIsland: jest.fn() }));
jest.mock("../hydrate-island", () => ({ hydrateIsland: jest.fn() }));
jest.mock("../../framework/gatsby-static-queries", () => ({ loadedStaticQueryResults: () => ({}) }));
const load = jest.mocked(loadIsland);
const hydrate = jest.mocked(hydrateIsland);

const module = {} as IslandComponent<object>;
const chunkGone = () => Promise.reject(Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" }));

/** One island box of a page, with a form, in the document; its submissions recorded as the browser would see them. */
function islandBox(when: "load" | "interaction" = "load") {
  document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="enquiry" ${ISLAND_WHEN_ATTRIBUTE}="${when}"><form><input name="q" value=""><button type="submit">Send</button></form></div>`;
  const box = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)!;
  const submits: boolean[] = [];
  box.querySelector("form")!.addEventListener("submit", (event) => {
    submits.push(event.defaultPrevented);
    event.preventDefault(); // jsdom cannot navigate; a browser posts to the form's action
  });
  return { box, submits, send: box.querySelector<HTMLButtonElement>('button[type="submit"]')! };
}

/** A press on Send as the inline head script holds it (src/islands/hold-early-input.ts). */
function holdPress(box: HTMLElement, target: Element) {
  box.setAttribute(PRESS_HELD_ATTRIBUTE, "");
  window.__heldInput = [{ island: box, target, event: new MouseEvent("click", { bubbles: true, cancelable: true }) }];
}

async function settled(what: () => boolean) {
  for (let turn = 0; turn < 20 && !what(); turn++) await Promise.resolve();
}

// jsdom has no User Timing; the runtime marks `input-ready` with it.
Object.assign(performance, { mark: jest.fn() });

beforeEach(() => {
  load.mockReset();
  hydrate.mockReset();
  window.__heldInput = [];
  document.documentElement.removeAttribute(INPUT_READY_ATTRIBUTE);
});

test("an island whose code fails to load once is loaded again and hydrated", async () => {
  const { box } = islandBox();
  load.mockImplementationOnce(chunkGone).mockResolvedValueOnce(module);
  hydrateIslands();
  expect(document.documentElement).toHaveAttribute(INPUT_READY_ATTRIBUTE);
  await settled(() => hydrate.mock.calls.length > 0);
  expect(load.mock.calls).toEqual([["enquiry"], ["enquiry"]]);
  expect(hydrate.mock.calls[0]?.[0]).toBe(box);
  expect(box).not.toHaveAttribute(PLAIN_HTML_ATTRIBUTE);
});

test("an island whose code fails to load twice works as plain HTML: the held press on Send submits the form natively", async () => {
  const { box, submits, send } = islandBox();
  holdPress(box, send);
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  load.mockImplementation(chunkGone);
  hydrateIslands();
  await settled(() => box.hasAttribute(PLAIN_HTML_ATTRIBUTE));
  expect(load).toHaveBeenCalledTimes(2);
  expect(hydrate).not.toHaveBeenCalled();
  expect(box).toHaveAttribute(PLAIN_HTML_ATTRIBUTE);
  expect(box).not.toHaveAttribute(PRESS_HELD_ATTRIBUTE);
  expect(box).not.toHaveAttribute(HYDRATED_ISLAND_ATTRIBUTE);
  expect(submits).toEqual([false]);
  expect(window.__heldInput).toEqual([]);
  expect(errors.mock.calls[0]?.[0]).toContain('"enquiry"');
  errors.mockRestore();
});

test("an island hydrating throws: it works as plain HTML", async () => {
  const { box } = islandBox();
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  load.mockResolvedValue(module);
  hydrate.mockImplementation(() => {
    throw new Error("bad props");
  });
  hydrateIslands();
  await settled(() => box.hasAttribute(PLAIN_HTML_ATTRIBUTE));
  expect(box).toHaveAttribute(PLAIN_HTML_ATTRIBUTE);
  errors.mockRestore();
});

test("an island the head script already gave to plain HTML is left so: its code is never loaded", () => {
  const { box } = islandBox();
  box.setAttribute(PLAIN_HTML_ATTRIBUTE, "");
  hydrateIslands();
  expect(load).not.toHaveBeenCalled();
});

test("an island woken by interaction is due at once when a field holds text put in before the runtime listened (a paste, autofill)", () => {
  const { box } = islandBox("interaction");
  load.mockReturnValue(new Promise(() => undefined));
  box.querySelector("input")!.value = "sap";
  hydrateIslands();
  expect(load).toHaveBeenCalledWith("enquiry");
});

test("an island woken by interaction is due at once when focus is in it, and at text put in without a key (input) otherwise", () => {
  load.mockReturnValue(new Promise(() => undefined));
  const focused = islandBox("interaction");
  focused.box.querySelector("input")!.focus();
  hydrateIslands();
  expect(load).toHaveBeenCalledTimes(1);

  load.mockClear();
  const untouched = islandBox("interaction");
  hydrateIslands();
  expect(load).not.toHaveBeenCalled();
  const field = untouched.box.querySelector("input")!;
  field.value = "dynamics";
  field.dispatchEvent(new Event("input", { bubbles: true }));
  expect(load).toHaveBeenCalledTimes(1);
});
