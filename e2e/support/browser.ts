import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Debian's chromium; never a downloaded browser (these machines are offline). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// The machine has no network: without these, Chromium keeps trying to reach Google's services.
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 375, height: 740 } as const;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the browser suite through jest (e2e project)");
  return url;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export type PageProblems = { consoleErrors: string[]; pageErrors: string[] };

/**
 * A page in a fresh context that records console errors and uncaught exceptions, so tests can
 * assert a clean run. External hosts are answered locally: nothing leaves the machine.
 */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>external</title>" }),
  );
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => problems.pageErrors.push(error.message));
  return { context, page, problems };
}

export function url(pathname: string): string {
  return `${baseUrl()}${pathname}`;
}

/**
 * Loads a page and waits until its scripts have loaded and run (no request for 500 ms), so that
 * React has hydrated before the test presses keys: static HTML alone has no behaviour.
 */
export async function visit(page: Page, pathname: string) {
  return page.goto(url(pathname), { waitUntil: "networkidle" });
}

/**
 * One Chromium per test file, launched before its first test and closed after its last. Returns a
 * getter because the browser exists only once beforeAll has run.
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
    if (!browser) throw new Error("The browser is launched in beforeAll");
    return browser;
  };
}
