/**
 * The browsers of a block of journeys, each with its one page: launched before the block's first
 * journey and closed, with every process they needed, after its last. Each journey loads a new
 * document in a page; a journey that needs another viewport asks for it (`viewport`), and every
 * open page is screenshotted when a journey fails (the e2e environment, support/environment.js).
 * Journeys without JavaScript use a browser launched with scripts off (`LaunchOptions`).
 */
import type { Engine, EngineBrowser, EnginePage, LaunchOptions, Viewport } from "./engine-page";
import { launchChromium } from "./chromium";
import { launchFirefox } from "./firefox";
import { launchWebKit } from "./webkit";

const LAUNCHERS: Record<Engine, (options: LaunchOptions) => Promise<EngineBrowser>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** Starting a browser is slow on a busy machine (WebKit's MiniBrowser under Xvfb most). */
const LAUNCH_TIMEOUT_MS = 120_000;

/** What to launch: an engine, with scripts on or off. */
export type BrowserToLaunch = { engine: Engine } & LaunchOptions;

/** A launched browser's one page, and the size of its viewport. */
export type EngineTab = BrowserToLaunch & { page: () => EnginePage; viewport: (size: Viewport) => Promise<void> };

/**
 * Several browsers for one file, launched at once before its first journey and closed after its
 * last: launching is mostly waiting for a driver and a browser to start, so side by side the
 * launches take about as long as the slowest one.
 */
export function useEngines(browsers: BrowserToLaunch[], initial: Viewport): EngineTab[] {
  const open = browsers.map(({ engine, ...options }) => ({
    engine,
    options,
    browser: undefined as EngineBrowser | undefined,
    page: undefined as EnginePage | undefined,
    current: initial,
  }));
  const openPages = () => (globalThis as { __e2eOpenPages?: Set<unknown> }).__e2eOpenPages;
  beforeAll(async () => {
    // Each browser is kept as soon as it starts, so afterAll closes it even when another failed to.
    await Promise.all(
      open.map(async (entry) => {
        entry.browser = await LAUNCHERS[entry.engine](entry.options);
        entry.page = await entry.browser.newPage(initial);
        openPages()?.add(entry.page);
      }),
    );
  }, LAUNCH_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(
      open.map(async (entry) => {
        if (entry.page) openPages()?.delete(entry.page);
        await entry.browser?.close();
      }),
    );
  }, LAUNCH_TIMEOUT_MS);
  return open.map((entry) => {
    const opened = () => {
      if (!entry.page) throw new Error(`${entry.engine} did not start (see the error of beforeAll)`);
      return entry.page;
    };
    return {
      engine: entry.engine,
      scripts: entry.options.scripts,
      page: opened,
      async viewport(size: Viewport) {
        if (size.width === entry.current.width && size.height === entry.current.height) return;
        await opened().setViewport(size);
        entry.current = size;
      },
    };
  });
}
