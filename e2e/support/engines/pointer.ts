/**
 * Where a pointer presses an element: Chromium's and Firefox's drivers press at this point, and
 * WebKit's WebDriver element click, which finds the point itself, gets the element there first. The element is scrolled to the
 * middle of the screen at once, and its middle is taken once it has stayed put for a few frames with
 * the element itself under it (the parts of the page around it render as they near the screen, and
 * move it). A disabled control is pressed like any other: a visitor's press on it does nothing.
 * With the page's scripts off nothing renders later and no timer or frame callback runs, not even
 * the driver's: the middle is taken at once, and the press is not recorded.
 */
import type { EnginePage } from "./engine-page";

/** Checks (one a frame's length apart) the element must stay put; checks at most before pressing wherever it is then. */
const STILL_FRAMES = 3;
const SETTLE_FRAMES = 120;

/**
 * `byFrame`: each check waits for the next rendering frame (requestAnimationFrame), where the parts
 * near the screen render and move the element; on a busy machine several timer checks can pass
 * between two frames and call a point still that the next frame moves. WebKit under WebDriver
 * does not always run frame callbacks while a script awaits: its checks are a timer apart.
 */
export async function pressPoint(evaluate: EnginePage["evaluate"], selector: string, byFrame = false, scripts = true): Promise<{ x: number; y: number }> {
  const point = await evaluate(
    (css: string, still: number, frames: number, waitForFrame: boolean, settle: boolean) =>
      new Promise<{ x: number; y: number } | null>((resolve) => {
        const element = document.querySelector(css);
        if (!element) return resolve(null);
        const bringIntoView = () => element.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
        bringIntoView();
        if (!settle) {
          const box = element.getBoundingClientRect();
          return resolve({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
        }
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
          next();
        };
        const next = () => (waitForFrame ? requestAnimationFrame(() => check()) : setTimeout(check, 16));
        next();
      }),
    selector,
    STILL_FRAMES,
    SETTLE_FRAMES,
    byFrame,
    scripts,
  );
  if (!point) throw new Error(`nothing on the page matches ${selector}`);
  return point;
}

/** A driver's mouse, as Chromium's and Firefox's drivers have it. */
type Mouse = { click(x: number, y: number): Promise<unknown>; move(x: number, y: number): Promise<unknown> };

/** What a press can land on besides its element that would do something: then it is not pressed again. */
const CONTROL = "a[href],button,input,select,textarea,label,summary,[role=button],[role=tab],[tabindex]";
/** How often a press that landed beside its element, on nothing that reacts, is made again. */
const PRESSES = 3;

/** Where the press landed, judged when it landed: what the press does next may take the target out of the document. */
type PressRecord = { element: Element | null; target: Element | null; on: boolean; onControl: boolean };
/** The page's window while a press is recorded. */
type RecordingWindow = Window & { __journeyPress?: PressRecord };

/**
 * Arms a one-time record of where the next press lands (its pointerdown's target) and of the
 * element it is meant for, as it is now (the press may remove it), for `pressLanded`. Set on the
 * window in the capture phase, it sees the press before the page's own listeners.
 */
function recordNextPress(css: string, control: string): void {
  const press: PressRecord = { element: document.querySelector(css), target: null, on: false, onControl: false };
  (window as RecordingWindow).__journeyPress = press;
  window.addEventListener(
    "pointerdown",
    (event) => {
      if (!(event.target instanceof Element)) return;
      press.target = event.target;
      press.on = press.element?.contains(event.target) === true;
      press.onControl = event.target.closest(control) !== null;
    },
    { capture: true, once: true },
  );
}

/**
 * "on" when the recorded press landed on the element, "unknown" when none was recorded (an engine
 * may send no pointer event to a disabled control); else "control" or "elsewhere", with what it landed on.
 */
function pressLanded(): { where: "on" | "unknown" | "control" | "elsewhere"; landed: string } {
  const press = (window as RecordingWindow).__journeyPress;
  const target = press?.target;
  if (!press || !target) return { where: "unknown", landed: "" };
  const landed = `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ""} "${(target.textContent ?? "").trim().slice(0, 40)}"`;
  if (press.on) return { where: "on", landed };
  return { where: press.onControl ? "control" : "elsewhere", landed };
}

/**
 * Presses `selector`'s element by `press` until the press lands on it. The page may still move
 * between taking the point (`settle`, which brings the element into view and waits until it stays
 * put) and the press arriving (a part above renders as it nears the screen), the more so on a busy
 * machine: a press that landed beside its element, on nothing that reacts to it, is made again, as
 * a visitor taps again; one that landed on another control fails, naming it.
 */
export async function pressUntilLanded(
  evaluate: EnginePage["evaluate"],
  selector: string,
  settle: () => Promise<void>,
  press: () => Promise<void>,
  scripts = true,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await settle();
    // With scripts off nothing renders late to move the element, and the page runs no listener to record the press with.
    if (!scripts) return press();
    await evaluate(recordNextPress, selector, CONTROL);
    await press();
    // A press that submits a form natively may have left the document already: it landed.
    const { where, landed } = await evaluate(pressLanded).catch(() => ({ where: "unknown" as const, landed: "" }));
    if (where === "on" || where === "unknown") return;
    if (where === "control" || attempt >= PRESSES) throw new Error(`a press meant for ${selector} landed on ${landed}`);
  }
}

/** `click`, `pressAgain` and `hover` of an adapter whose driver presses at a point (pressUntilLanded). */
export function pointerAt(evaluate: EnginePage["evaluate"], mouse: Mouse, scripts = true): Pick<EnginePage, "click" | "pressAgain" | "hover"> {
  let last: { x: number; y: number } | undefined;
  const takePoint = async (selector: string) => {
    last = await pressPoint(evaluate, selector, true, scripts);
    return last;
  };
  return {
    async click(selector) {
      await pressUntilLanded(
        evaluate,
        selector,
        async () => void (await takePoint(selector)),
        async () => void (await mouse.click(last!.x, last!.y)),
        scripts,
      );
    },
    async pressAgain() {
      if (!last) throw new Error("pressAgain: nothing was pressed yet");
      await mouse.click(last.x, last.y);
    },
    async hover(selector) {
      const { x, y } = await takePoint(selector);
      await mouse.move(x, y);
    },
  };
}
