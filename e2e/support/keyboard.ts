import type { CDPSession, Page } from "playwright-core";

/**
 * Keyboard checks beyond axe: walk the page with Tab and record, for every stop, whether the
 * focused element shows a focus indicator and whether the sticky header covers it (WCAG 2.4.7,
 * 2.4.11), then compare the stops with the elements a keyboard user must be able to reach (2.1.1).
 */

/** Every attribute the keyboard checks leave on the page's elements (data-kb-target, -key, -current, -start) starts so. */
export const KEYBOARD_MARK_PREFIX = "data-kb-";

/** Elements that take part in sequential focus navigation unless hidden, disabled or tabindex="-1". */
export const FOCUSABLE = 'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';

/**
 * Marks (data-kb-target) and describes every element that should be reachable by Tab: focusable,
 * enabled, not tabindex="-1", rendered (not display:none / visibility:hidden / in a closed
 * dialog / inert). Roving-tabindex widgets keep one stop each, which is the APG pattern.
 */
export async function markKeyboardTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40) || element.getAttribute("aria-label") || ""}"`;
    const targets: string[] = [];
    document.querySelectorAll(selector).forEach((element) => {
      const html = element as HTMLElement;
      if (html.tabIndex < 0 || html.matches(":disabled") || html.closest("[inert], dialog:not([open])")) return;
      if (!html.checkVisibility({ visibilityProperty: true })) return;
      const rect = html.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return;
      html.dataset.kbTarget = String(targets.length);
      targets.push(describe(html));
    });
    return targets;
  }, FOCUSABLE);
}

export type FocusStop = {
  description: string;
  target: string | null;
  indicator: boolean;
  coveredByHeader: boolean;
};

type StopSnapshot = Omit<FocusStop, "indicator"> & { key: string; style: string; body: boolean };

const focusStyle = (element: Element) => {
  const style = getComputedStyle(element);
  return JSON.stringify([style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor, style.backgroundColor]);
};

/**
 * Whether the sticky header is drawn over any part of the element's box (stricter than 2.4.11's
 * "entirely hidden"); an element stacked above the header, like the skip link, is not covered.
 * Runs in the page.
 */
function coveredByHeader(active: Element): boolean {
  const header = Array.from(document.querySelectorAll("header")).find((candidate) => ["sticky", "fixed"].includes(getComputedStyle(candidate).position));
  if (!header || header.contains(active) || active.closest("dialog[open]") !== null) return false;
  const rect = active.getBoundingClientRect();
  const bar = header.getBoundingClientRect();
  if (!(rect.top < bar.bottom - 0.5 && rect.bottom > bar.top)) return false;
  const covers = (x: number, y: number) => {
    const top = document.elementFromPoint(x, y);
    return top !== null && header.contains(top) && !active.contains(top);
  };
  // Hit testing follows rounded corners: a point in a corner's cut-off falls through to whatever is
  // behind the element. 0.3 × radius in from both edges is inside the curve (1 - 1/√2 ≈ 0.29).
  const style = getComputedStyle(active);
  const radius = Math.min(
    Math.max(
      ...[style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomLeftRadius, style.borderBottomRightRadius].map(
        (value) => parseFloat(value) || 0,
      ),
    ),
    rect.width / 2,
    rect.height / 2,
  );
  const inset = 2 + 0.3 * radius;
  const xs = [rect.left + inset, rect.left + rect.width / 2, rect.right - inset];
  const ys = [rect.top + inset, rect.top + rect.height / 2, rect.bottom - inset];
  return xs.some((x) => ys.some((y) => y >= 0 && covers(x, y)));
}

type Snapshot = { current: StopSnapshot; previousStyle: string | null };

/**
 * In the page: a snapshot of the focused element, and the style the element focused before it has
 * now that it is not. Marks the focused element (data-kb-current) for the next call.
 */
const SNAPSHOT = `() => {
    const focusStyle = ${focusStyle.toString()};
    const previous = document.querySelector("[data-kb-current]");
    const previousStyle = previous ? focusStyle(previous) : null;
    previous?.removeAttribute("data-kb-current");
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) {
      return { current: { body: true, key: "", style: "", description: "body", target: null, coveredByHeader: false }, previousStyle };
    }
    active.setAttribute("data-kb-current", "");
    const coveredByHeader = (${coveredByHeader.toString()})(active);
    const text = (active.textContent || "").trim().replace(/\\s+/g, " ").slice(0, 40) || active.getAttribute("aria-label") || "";
    return {
      current: {
        body: false,
        key: active.dataset.kbKey || (active.dataset.kbKey = String(Math.random())),
        style: focusStyle(active),
        description: active.tagName.toLowerCase() + (active.id ? "#" + active.id : "") + ' "' + text + '"',
        target: active.dataset.kbTarget ?? null,
        coveredByHeader,
      },
      previousStyle,
    };
  }`;

type Recorder = { snapshots: Snapshot[]; paused: boolean; resumed: boolean };

/**
 * Installs, in the page, what the walk reads: every Tab keydown first takes the snapshot of the
 * stop the previous Tab reached (scrolled into view by then), so a burst of Tabs needs one read
 * afterwards instead of one per stop. A stop that looks covered by the header pauses the walk:
 * later Tabs are blocked before the page sees them, focus stays there for the settled re-check,
 * and the first Tab after resuming goes through without a second snapshot of the same stop.
 */
async function installRecorder(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const snapshot = ${SNAPSHOT};
    const recorder = { snapshots: [], paused: false, resumed: false };
    window.__kbRecorder = recorder;
    window.addEventListener("keydown", (event) => {
      if (event.key !== "Tab") return;
      if (recorder.paused) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      if (recorder.resumed) {
        recorder.resumed = false;
        return;
      }
      const taken = snapshot();
      recorder.snapshots.push(taken);
      if (taken.current.coveredByHeader) {
        recorder.paused = true;
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    }, true);
  })()`);
}

/** Presses Tab `count` times, sent one after the other without waiting for each (the browser handles them in order). */
async function pressTabs(session: CDPSession, count: number): Promise<void> {
  const key = { windowsVirtualKeyCode: 9, code: "Tab", key: "Tab" };
  const sent: Array<Promise<unknown>> = [];
  for (let press = 0; press < count; press += 1) {
    sent.push(session.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...key }), session.send("Input.dispatchKeyEvent", { type: "keyUp", ...key }));
  }
  await Promise.all(sent);
}

/** The focused style must differ from the unfocused one by an outline or a shadow that is actually drawn. */
export function showsIndicator(focused: string, unfocused: string | null): boolean {
  const [outlineStyle, outlineWidth, outlineColor, boxShadow] = JSON.parse(focused) as string[];
  const [, , , unfocusedShadow] = unfocused ? (JSON.parse(unfocused) as string[]) : [];
  const transparent = (color: string | undefined) => !color || color === "transparent" || /rgba\([^)]*,\s*0\)$/.test(color);
  const outline = outlineStyle === "auto" || (outlineStyle !== "none" && parseFloat(outlineWidth ?? "0") >= 1 && !transparent(outlineColor));
  const shadow = boxShadow !== "none" && boxShadow !== unfocusedShadow;
  return (outline && focused !== unfocused) || shadow;
}

/**
 * Presses Tab from the top of the page, wherever focus was before, until focus leaves the document
 * or comes back round, and returns every stop in order. Tabs go in bursts; the page records each stop (installRecorder).
 */
export async function walkTabOrder(page: Page, maxStops = 400): Promise<FocusStop[]> {
  // Tab moves on from where focus last was, even after blur(): focusing an element at the very top
  // of the document (out of the Tab order itself) makes the first Tab reach the page's first stop,
  // as on a page just loaded.
  await page.evaluate(() => {
    const start = document.createElement("span");
    start.tabIndex = -1;
    start.dataset.kbStart = "";
    start.style.cssText = "position: fixed; top: 0; left: 0";
    document.body.prepend(start);
    start.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  });
  await installRecorder(page);
  const session = await page.context().newCDPSession(page);
  const stops: Array<StopSnapshot & { indicator: boolean }> = [];
  const seen = new Set<string>();
  // The first snapshot is of the page before the first Tab.
  let read = 1;
  let pressed = 0;
  try {
    for (let ended = false; !ended && pressed <= maxStops;) {
      await pressTabs(session, BURST);
      pressed += BURST;
      const recorder = await page.evaluate((from) => {
        const { snapshots, paused } = (window as Window & { __kbRecorder?: Recorder }).__kbRecorder!;
        return { snapshots: snapshots.slice(from), paused };
      }, read);
      read += recorder.snapshots.length;
      for (const { current, previousStyle } of recorder.snapshots) {
        const last = stops[stops.length - 1];
        if (last) last.indicator = showsIndicator(last.style, previousStyle);
        if (current.body || seen.has(current.key) || stops.length > maxStops) {
          ended = true;
          break;
        }
        if (current.coveredByHeader) {
          // Report only what stays covered once scrolling and rendering have settled: re-checked on
          // every frame, reported if still covered after a second.
          current.coveredByHeader = await page
            .waitForFunction(`!(${coveredByHeader.toString()})(document.querySelector("[data-kb-current]"))`, undefined, { polling: "raf", timeout: 1_000 })
            .then(
              () => false,
              () => true,
            );
        }
        seen.add(current.key);
        stops.push({ ...current, indicator: false });
      }
      if (recorder.paused && !ended) {
        await page.evaluate(() => {
          const recorder = (window as Window & { __kbRecorder?: Recorder }).__kbRecorder!;
          recorder.paused = false;
          recorder.resumed = true;
        });
      }
    }
  } finally {
    await session.detach();
    await page.evaluate(() => document.querySelector("[data-kb-start]")?.remove());
  }
  return stops.map(({ description, target, indicator, coveredByHeader }) => ({ description, target, indicator, coveredByHeader }));
}

/** Tabs sent per burst: most pages have 20 to 60 stops, so a walk takes a few bursts and presses at most this many more than it needs. */
const BURST = 16;

/** Problems found by a Tab walk, one line each (empty when the page passes). */
export function keyboardProblems(targets: string[], stops: FocusStop[]): string[] {
  const reached = new Set(stops.map((stop) => stop.target).filter((target): target is string => target !== null));
  return [
    ...targets.filter((_, index) => !reached.has(String(index))).map((target) => `not reachable by Tab: ${target}`),
    ...stops.filter((stop) => !stop.indicator).map((stop) => `no visible focus indicator: ${stop.description}`),
    ...stops.filter((stop) => stop.coveredByHeader).map((stop) => `focused element under the sticky header: ${stop.description}`),
  ];
}
