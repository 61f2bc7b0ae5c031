/** @jest-environment jsdom */
import { keepFocusInView } from "../keep-focus-in-view";

test("a jump to a fragment that is no valid percent-encoding raises no error in the page", () => {
  keepFocusInView();
  const errors: unknown[] = [];
  window.addEventListener("error", (event) => errors.push(event.error));
  window.location.hash = "#%";
  window.dispatchEvent(new HashChangeEvent("hashchange"));
  expect(errors).toEqual([]);
});
