import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from "playwright-core";
import { HYDRATED_ISLAND_ATTRIBUTE, ISLAND_ATTRIBUTE, INPUT_READY_ATTRIBUTE } from "../../src/islands/attributes";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "../../scripts/lib/chromium.cjs";

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 375, height: 740 } as const;

/**
 * WCAG 2.2's reflow width (1.4.10, AA): at 320 CSS px a page needs no sideways scrolling. The phone
 * audit checks it too, on the same visit, as the narrowest phones and a desktop window zoomed to
 * 400 % show the page.
 */
export const REFLOW_WIDTH = 320;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the browser suite through jest (e2e project)");
  return url;
}

/**
 * Nothing leaves the machine: every host but loopback fails to resolve, so a page that reached
 * for another site would log the failed request (each test checks the console). A context that
 * follows a link off the site answers those hosts itself (`answerExternalHosts`).
 */
const OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

/**
 * V8 stops at its baseline compiler (Sparkplug). A test's page lives for seconds: the optimizing
 * compilers (Maglev, TurboFan) spent more of the renderers' CPU compiling than their faster code
 * gave back, about a tenth of the renderers' work in the accessibility audits. What a page does is
 * the same at every tier; the benchmark (scripts/bench) measures with V8's defaults.
 */
const BASELINE_COMPILER_ONLY = "--js-flags=--max-opt=1";

/**
 * A Chromium of the test file's own (the headless shell, scripts/lib/chromium.cjs), driven
 * in-process. Every protocol message then goes straight from the test to the browser: a browser
 * shared over a websocket (`launchServer` + `connect`) passed each one through a second Node process
 * as JSON, which cost the suite about 8% of its CPU, more than a launch per file.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_FLAGS, OFFLINE, BASELINE_COMPILER_ONLY] });
}

export type PageProblems = { consoleErrors: string[]; pageErrors: string[] };

export type PageOptions = {
  viewport?: { width: number; height: number };
  reducedMotion?: "reduce" | "no-preference";
  javaScriptEnabled?: boolean;
  /** Answer every other host with a blank page, for a test that opens a link off the site. */
  answerExternalHosts?: boolean;
};

/**
 * A fresh context. Only a test that leaves the site asks for external hosts to be answered: while
 * a route is set, every request of the context makes a round trip through the test's process
 * (about a seventh more browser work per page load).
 */
export async function openContext(browser: Browser, options: PageOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ?? "no-preference",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (options.answerExternalHosts) {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>external</title>" }),
    );
  }
  return context;
}

/** A new page of the context that records console errors and uncaught exceptions, so tests can assert a clean run. */
export async function openPageIn(context: BrowserContext): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  // Screenshotted if the test fails (support/environment.js).
  const openPages = (globalThis as { __e2eOpenPages?: Set<Page> }).__e2eOpenPages;
  openPages?.add(page);
  page.on("close", () => openPages?.delete(page));
  const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => problems.pageErrors.push(error.message));
  return { page, problems };
}

/** A page in a fresh context (see openContext and openPageIn). */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await openContext(browser, options);
  return { context, ...(await openPageIn(context)) };
}

export function url(pathname: string): string {
  return `${baseUrl()}${pathname}`;
}

/**
 * Loads a page and waits until it is ready for input (src/islands/hydrate-islands.tsx): each
 * hydrates when it is due, and input that reaches one earlier is held and played again once it
 * is live, so a test may press and type from here on. Static HTML alone has no behaviour.
 */
export async function visit(page: Page, pathname: string): Promise<Response | null> {
  const response = await page.goto(url(pathname));
  await waitForHydration(page);
  return response;
}

/** Waits until the page is ready for input, e.g. after a reload or a navigation the test started itself. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`html[${INPUT_READY_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

/**
 * Makes the island holding `locator` hydrate now, as a visitor's pointer reaching it would, and
 * waits until React has taken it over: for checks of what only the live island shows.
 */
export async function islandHydrated(locator: Locator): Promise<void> {
  const island = locator.locator(`xpath=ancestor-or-self::*[@${ISLAND_ATTRIBUTE}][1]`);
  await island.dispatchEvent("pointerover");
  await island.and(locator.page().locator(`[${HYDRATED_ISLAND_ATTRIBUTE}]`)).waitFor({ state: "attached" });
}

/** Hydrates every island of the page (or those under the CSS selector `within`), one after another; returns how many there are. */
export async function allIslandsHydrated(page: Page, within = ""): Promise<number> {
  const islands = await page.locator(`${within} [${ISLAND_ATTRIBUTE}]`.trim()).all();
  for (const island of islands) await islandHydrated(island);
  return islands.length;
}

/**
 * The file's Chromium, launched before its first test and closed after its last.
 * Returns a getter because the browser exists only once beforeAll has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is connected in beforeAll");
    return browser;
  };
}

export type Tab = { context: BrowserContext; page: Page; problems: PageProblems };

/**
 * One tab for every test of a file that needs nothing of its own in the context: each visit loads
 * a new document in it (`visitInTab`), so no script state, focus, scroll or open widget of an
 * earlier test survives, while the tab's renderer keeps the site's scripts compiled: a visit costs
 * about 300 ms instead of 500 ms in a new tab. Tests that change the context (routes, touch, a
 * viewport of their own) open their own page.
 */
export function useTab(browser: () => Browser, options: PageOptions = {}): () => Tab {
  let tab: Tab | undefined;
  beforeAll(async () => {
    const context = await openContext(browser(), options);
    tab = { context, ...(await openPageIn(context)) };
  });
  afterAll(async () => {
    await tab?.context.close();
  });
  return () => {
    if (!tab) throw new Error("The tab is opened in beforeAll");
    return tab;
  };
}

/** Loads `pathname` as a new document in the tab, with its problem lists emptied, and waits until React has hydrated it. */
export async function visitInTab(tab: Pick<Tab, "page" | "problems">, pathname: string): Promise<Response | null> {
  tab.problems.consoleErrors.length = 0;
  tab.problems.pageErrors.length = 0;
  return visit(tab.page, pathname);
}

/**
 * Resolves after the browser has rendered two more frames: by then observers that react to a
 * scroll or resize (IntersectionObserver, ResizeObserver) have delivered their callbacks and React
 * has committed what they set. Used before checking that something did NOT start.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Renders every part of the page that waits until it nears the viewport (`content-visibility: auto`,
 * src/ui/render-near-viewport.ts), as a reader sees each part once scrolled to it. Checks that read
 * the whole page at once (its `innerText`, the boxes of its elements, axe) find nothing in a part
 * not yet rendered; e2e/render-near-viewport.e2e.ts shows that a part renders when scrolled to.
 * Through CSSOM, which the Content-Security-Policy allows (a `<style>` added now would break it).
 */
export async function renderEveryPart(page: Page): Promise<void> {
  await page.evaluate(showEveryPart);
}

/** In the page, for any engine's driver: what renderEveryPart does. */
export function showEveryPart(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync("* { content-visibility: visible !important; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * Whether the element shows once the reader scrolls to it: a part of the page waiting for the
 * viewport (see renderEveryPart) is rendered only then, and its elements have no size before.
 */
export async function shownWhenScrolledTo(locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  await locator.waitFor({ state: "visible", timeout: 5_000 }).catch(() => undefined);
  return locator.isVisible();
}

/**
 * Scrolls down `step` px at a time, as a reader does, to the end of the page, reading its height at
 * each step (it changes as parts render, see renderEveryPart); observers see each position.
 * Resolves with the page's height at the end.
 */
export async function scrollToEnd(page: Page, step: number): Promise<number> {
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < (await height()); top += step) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await nextFrames(page);
  }
  return height();
}
