import type { CSSProperties, ReactNode } from "react";
import { ITEM_COUNT_PROPERTY, countItems } from "../item-grid";

const itemCount = (children: ReactNode) => countItems({ children }).style[ITEM_COUNT_PROPERTY as keyof CSSProperties];

test("counts the items that render, not the empty children beside them", () => {
  const shown = false;
  expect(itemCount([<li key="a" />, shown && <li key="b" />, null, undefined, <li key="c" />])).toBe(2);
});

test("a list rendered from data counts one item per entry", () => {
  expect(itemCount(["a", "b", "c"].map((entry) => <li key={entry}>{entry}</li>))).toBe(3);
});

test("an empty grid still counts one column, and a style given to the grid is kept", () => {
  expect(itemCount([])).toBe(1);
  expect(countItems({ children: <li />, style: { color: "red" } }).style).toEqual({ [ITEM_COUNT_PROPERTY]: 1, color: "red" });
});
