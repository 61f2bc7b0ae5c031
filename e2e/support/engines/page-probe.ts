/**
 * What a journey reads of a page that no engine's driver reports the same way: the errors the page
 * met and how far its content moved while loading. Served by the journeys' static server as the
 * first script of every page (`PROBE_TAG`), so it runs before any of the site's own, in every
 * engine (WebDriver classic, WebKit's, can neither add a script to a new document nor read the
 * console).
 *
 * Layout shift: where the engine has the Layout Instability API (Chromium), its score is taken as
 * well; everywhere, the probe measures itself. From the first frame until the page has loaded, become
 * ready for input and rendered a few frames more (SETTLING_FRAMES), or until the visitor's first input,
 * it reads on every frame where each element on screen sits in the document (its layout box: a
 * transform, an animation or a scroll is no move; a frame in which the page scrolled is not scored)
 * and scores a frame in which some moved as that API scores a shift: the share of the screen the
 * moved boxes cover, before and after, times the farthest move over the screen's larger side.
 * Elements inside a fixed or sticky box are left out (they stay on screen while the document
 * scrolls under them).
 */
import { INPUT_READY_ATTRIBUTE } from "../../../src/islands/attributes";

export const PROBE_PATH = "/__journeys/page-probe.js";
export const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;

export type ProbeReport = {
  errors: string[];
  /** The probe's own score (see above) and the elements that moved, described. */
  shift: { score: number; moved: string[] };
  /** The engine's own cumulative score of shifts without recent input, where it has the API. */
  engineShift: number | null;
  /** Whether it still reads the layout on every frame (journeys act once it has stopped: such reads change what a page does). */
  measuring: boolean;
};

declare global {
  interface Window {
    __journeyProbe?: { report: () => ProbeReport; stop: () => void };
  }
}

/** Frames measured after the page has loaded and become ready for input: late hydration and images included. */
const SETTLING_FRAMES = 30;

/** Runs in the page; serialised with toString, so it uses nothing from outside its body and arguments. */
export function pageProbe(inputReadyAttribute: string, settlingFrames: number): void {
  const errors: string[] = [];
  const describe = (value: unknown): string => {
    if (value instanceof Error) return value.message;
    if (typeof value === "string") return value;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(describe).join(" "));
    consoleError(...args);
  };
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof Element && target !== document.documentElement) {
        errors.push(`failed to load <${target.localName}> ${target.getAttribute("src") ?? target.getAttribute("href") ?? ""}`);
      } else errors.push(`uncaught: ${describe(event.error ?? event.message)}`);
    },
    true,
  );
  window.addEventListener("unhandledrejection", (event) => errors.push(`unhandled rejection: ${describe(event.reason)}`));
  document.addEventListener("securitypolicyviolation", (event) => errors.push(`blocked by ${event.violatedDirective}: ${event.blockedURI}`));

  let engineShift: number | null = null;
  if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("layout-shift")) {
    engineShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) engineShift = (engineShift ?? 0) + entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  }

  type Box = { top: number; left: number; width: number; height: number };
  const positions = new WeakMap<Element, Box>();
  const pinned = new WeakMap<Element, boolean>();
  const moved: string[] = [];
  let score = 0;
  let sampling = true;

  const isPinned = (element: Element): boolean => {
    const known = pinned.get(element);
    if (known !== undefined) return known;
    const position = getComputedStyle(element).position;
    const parent = element.parentElement;
    const answer = position === "fixed" || position === "sticky" || (parent !== null && parent !== document.body && isPinned(parent));
    pinned.set(element, answer);
    return answer;
  };
  /** The element's layout box in document coordinates (transforms and scrolling do not change it). */
  const boxOf = (element: HTMLElement): Box | null => {
    if (element.offsetWidth === 0 && element.offsetHeight === 0) return null;
    let top = 0;
    let left = 0;
    for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null) {
      top += node.offsetTop;
      left += node.offsetLeft;
    }
    return { top, left, width: element.offsetWidth, height: element.offsetHeight };
  };
  const onScreen = (box: Box) =>
    box.top < window.scrollY + window.innerHeight && box.top + box.height > window.scrollY && box.left < window.innerWidth && box.left + box.width > 0;
  const label = (element: Element) =>
    `<${element.localName}${element.id ? `#${element.id}` : ""}> "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;

  /** The share of the screen that `boxes` cover, counted on a grid of 8 px cells. */
  const coverage = (boxes: Box[]) => {
    const cell = 8;
    const columns = Math.ceil(window.innerWidth / cell);
    const rows = Math.ceil(window.innerHeight / cell);
    const covered = new Uint8Array(columns * rows);
    for (const box of boxes) {
      const top = Math.max(0, Math.floor((box.top - window.scrollY) / cell));
      const bottom = Math.min(rows, Math.ceil((box.top - window.scrollY + box.height) / cell));
      const left = Math.max(0, Math.floor(box.left / cell));
      const right = Math.min(columns, Math.ceil((box.left + box.width) / cell));
      for (let row = top; row < bottom; row += 1) covered.fill(1, row * columns + left, row * columns + right);
    }
    return covered.reduce((sum, value) => sum + value, 0) / covered.length;
  };

  const SAMPLED = "h1, h2, h3, h4, p, li, img, a, button, input, select, textarea, label, dt, dd, figure";
  /** The page's parts (header, the sections of <main>, footer) that reach the screen now: only their content is read. */
  const partsOnScreen = () =>
    [...document.querySelectorAll<HTMLElement>("body > header, body header:not(main header), main > *, main section, footer:not(main footer)")].filter(
      (part) => {
        const rect = part.getBoundingClientRect();
        return rect.bottom > 0 && rect.top < window.innerHeight;
      },
    );

  let scrolled = `${window.scrollX},${window.scrollY}`;
  let settled = 0;
  const sample = () => {
    if (!sampling) return;
    // Measuring reads every element's layout on every frame: it ends once the page has settled, so
    // what a journey does afterwards runs at the page's own pace.
    if (document.readyState === "complete" && document.documentElement.hasAttribute(inputReadyAttribute)) settled += 1;
    if (settled > settlingFrames) return stop();
    // A frame in which the page scrolled (to an address's fragment, or to keep focus in view) is not
    // scored: content the scroll kept in place moved in the document, not on the screen.
    const scroll = `${window.scrollX},${window.scrollY}`;
    const scoring = scroll === scrolled;
    scrolled = scroll;
    const regions: Box[] = [];
    let farthest = 0;
    const seen = new Set<Element>();
    for (const part of partsOnScreen()) {
      for (const element of part.querySelectorAll<HTMLElement>(SAMPLED)) {
        if (seen.has(element)) continue;
        seen.add(element);
        if (isPinned(element)) continue;
        const box = boxOf(element);
        if (!box) continue;
        const known = positions.get(element);
        positions.set(element, box);
        if (!known || !scoring) continue;
        const distance = Math.max(Math.abs(box.top - known.top), Math.abs(box.left - known.left));
        if (distance < 1 || !(onScreen(box) || onScreen(known))) continue;
        regions.push(known, box);
        farthest = Math.max(farthest, distance);
        if (moved.length < 20) moved.push(`${label(element)} by ${Math.round(distance)} px`);
      }
    }
    if (regions.length > 0) score += coverage(regions) * Math.min(1, farthest / Math.max(window.innerWidth, window.innerHeight));
    requestAnimationFrame(sample);
  };
  const stop = () => {
    sampling = false;
  };
  requestAnimationFrame(sample);
  for (const type of ["pointerdown", "keydown", "wheel", "touchstart"]) window.addEventListener(type, stop, { capture: true, once: true });

  window.__journeyProbe = { report: () => ({ errors: [...errors], shift: { score, moved: [...moved] }, engineShift, measuring: sampling }), stop };
}

/** The probe as the script file the static server answers PROBE_PATH with. */
export const PROBE_SCRIPT = `(${pageProbe.toString()})(${JSON.stringify(INPUT_READY_ATTRIBUTE)}, ${SETTLING_FRAMES});`;
