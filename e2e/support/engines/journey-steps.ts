/**
 * What the journeys read and wait for, on any engine's page (./engine-page.ts): each is a small
 * function run in the page, so every driver does it the same way. Waiting is polling a condition
 * until it holds (../eventually.ts), never a pause of fixed length.
 */
import { eventually } from "../eventually";
import type { EnginePage, PageFunction } from "./engine-page";
import type { ProbeReport } from "./page-probe";
import { INPUT_READY_ATTRIBUTE } from "../../../src/islands/attributes";

/** Long enough for WebKit under Xvfb on a busy 2-core machine; a condition that holds returns at once. */
export const WAIT_MS = 20_000;

/**
 * Polls `condition` in the page until it returns true; after `timeoutMs` fails with `what` and the
 * last answer (a condition may answer what it saw instead of false).
 */
export async function waitUntil<A extends unknown[]>(
  page: EnginePage,
  what: string,
  condition: PageFunction<A, boolean | string>,
  args: A,
  timeoutMs = WAIT_MS,
): Promise<void> {
  await eventually(async () => {
    const answer = await page.evaluate(condition, ...args);
    if (answer !== true) throw new Error(`${page.engine}: still not ${what}${typeof answer === "string" ? `: ${answer}` : ""}`);
  }, timeoutMs);
}

/** A CSS attribute selector's value, quoted. */
export const quoted = (value: string) => JSON.stringify(value);

export function attributeOf(page: EnginePage, selector: string, name: string): Promise<string | null> {
  return page.evaluate((css: string, attribute: string) => document.querySelector(css)?.getAttribute(attribute) ?? null, selector, name);
}

export function textOf(page: EnginePage, selector: string): Promise<string> {
  return page.evaluate((css: string) => (document.querySelector(css)?.textContent ?? "").trim(), selector);
}

/** Whether the element is rendered and seen: in the layout, not hidden by visibility or opacity, with a size. */
export function isShown(page: EnginePage, selector: string): Promise<boolean> {
  return page.evaluate((css: string) => {
    const element = document.querySelector(css);
    if (!element) return false;
    const rect = element.getBoundingClientRect();
    const options = { opacityProperty: true, visibilityProperty: true, checkOpacity: true, checkVisibilityCSS: true };
    return rect.width > 0 && rect.height > 0 && element.checkVisibility(options);
  }, selector);
}

export async function waitUntilShown(page: EnginePage, selector: string, shown = true): Promise<void> {
  await eventually(async () => {
    if ((await isShown(page, selector)) !== shown) throw new Error(`${page.engine}: ${selector} is still ${shown ? "hidden" : "shown"}`);
  }, WAIT_MS);
}

export async function waitForAttribute(page: EnginePage, selector: string, name: string, value: string | null): Promise<void> {
  await eventually(async () => {
    const found = await attributeOf(page, selector, name);
    if (found !== value) throw new Error(`${page.engine}: ${selector} has ${name}=${JSON.stringify(found)}, not ${JSON.stringify(value)}`);
  }, WAIT_MS);
}

/** Whether the element has focus. */
export function isFocused(page: EnginePage, selector: string): Promise<boolean> {
  return page.evaluate((css: string) => document.activeElement !== null && document.activeElement === document.querySelector(css), selector);
}

/**
 * Loads `url` and waits until the page has loaded, it is ready for input
 * (src/islands/hydrate-islands.tsx) and the probe has measured its settling (./page-probe.ts).
 */
export async function visit(page: EnginePage, url: string): Promise<void> {
  await page.goto(url);
  await waitUntil(
    page,
    "ready for input, loaded and measured",
    (attribute: string) =>
      document.documentElement.hasAttribute(attribute) && document.readyState === "complete" && window.__journeyProbe?.report().measuring === false,
    [INPUT_READY_ATTRIBUTE],
  );
}

export async function waitUntilInputReady(page: EnginePage): Promise<void> {
  await waitUntil(page, "ready for input", (attribute: string) => document.documentElement.hasAttribute(attribute), [INPUT_READY_ATTRIBUTE]);
}

/** Whether the page is ready for input (false while its scripts are held). */
export function isInputReady(page: EnginePage): Promise<boolean> {
  return page.evaluate((attribute: string) => document.documentElement.hasAttribute(attribute), INPUT_READY_ATTRIBUTE);
}

/** What the page probe (./page-probe.ts) has seen; it stops measuring layout shift at the first input, or now. */
export function probeReport(page: EnginePage): Promise<ProbeReport> {
  return page.evaluate(() => {
    const probe = window.__journeyProbe;
    if (!probe) throw new Error("the page probe is missing: is the page served by the journeys' static server?");
    return probe.report();
  });
}

/** Every console error and uncaught exception of the page so far: the probe's, and the driver's where it reports them. */
export async function pageProblems(page: EnginePage): Promise<string[]> {
  return [...(await probeReport(page)).errors, ...page.driverProblems()];
}

/**
 * Resolves after the page has rendered two more frames (observers' callbacks delivered), or after
 * half a second where the engine runs no frame callbacks while a WebDriver script awaits (WebKit).
 */
export async function nextFrames(page: EnginePage): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
        setTimeout(() => resolve(true), 500);
      }),
  );
}

/** The text of the polite status message (a toast) with exactly this text, once one shows. */
export async function waitForStatus(page: EnginePage, text: string, timeoutMs = WAIT_MS): Promise<void> {
  await waitUntil(
    page,
    `showing the status "${text}"`,
    (expected: string) => [...document.querySelectorAll('[role="status"]')].some((status) => (status.textContent ?? "").trim() === expected),
    [text],
    timeoutMs,
  );
}
