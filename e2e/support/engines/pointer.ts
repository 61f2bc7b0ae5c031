/**
 * Where a pointer presses an element: Chromium's and Firefox's drivers press at this point, and
 * WebKit's WebDriver element click, which finds the point itself, gets the element there first. The element is scrolled to the
 * middle of the screen at once, and its middle is taken once it has stayed put for a few frames with
 * the element itself under it (the parts of the page around it render as they near the screen, and
 * move it). A disabled control is pressed like any other: a visitor's press on it does nothing.
 */
import type { EnginePage } from "./engine-page";

/** Checks (one a frame's length apart) the element must stay put; checks at most before pressing wherever it is then. */
const STILL_FRAMES = 3;
const SETTLE_FRAMES = 120;

export async function pressPoint(evaluate: EnginePage["evaluate"], selector: string): Promise<{ x: number; y: number }> {
  const point = await evaluate(
    (css: string, still: number, frames: number) =>
      new Promise<{ x: number; y: number } | null>((resolve) => {
        const element = document.querySelector(css);
        if (!element) return resolve(null);
        const bringIntoView = () => element.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
        bringIntoView();
        let previous = "";
        let unchanged = 0;
        let left = frames;
        const check = () => {
          const box = element.getBoundingClientRect();
          const point = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
          const hit = document.elementFromPoint(point.x, point.y);
          const where = `${point.x},${point.y}`;
          const reachable = hit !== null && element.contains(hit);
          unchanged = where === previous && reachable ? unchanged + 1 : 0;
          previous = where;
          if (unchanged >= still || (left -= 1) <= 0) return resolve(point);
          // Parts of the page that rendered as it scrolled took the element away again: scroll back to it, as a visitor would.
          if (!reachable) bringIntoView();
          // A timer, not requestAnimationFrame: WebKit under WebDriver does not always run frame callbacks while a script awaits.
          setTimeout(check, 16);
        };
        setTimeout(check, 16);
      }),
    selector,
    STILL_FRAMES,
    SETTLE_FRAMES,
  );
  if (!point) throw new Error(`nothing on the page matches ${selector}`);
  return point;
}

/** A driver's mouse, as Chromium's and Firefox's drivers have it. */
type Mouse = { click(x: number, y: number): Promise<unknown>; move(x: number, y: number): Promise<unknown> };

/** `click` and `hover` of an adapter whose driver presses at a point. */
export function pointerAt(evaluate: EnginePage["evaluate"], mouse: Mouse): Pick<EnginePage, "click" | "hover"> {
  return {
    async click(selector) {
      const { x, y } = await pressPoint(evaluate, selector);
      await mouse.click(x, y);
    },
    async hover(selector) {
      const { x, y } = await pressPoint(evaluate, selector);
      await mouse.move(x, y);
    },
  };
}
