/**
 * One browser of an engine for a block of journeys, with its one page: launched before the block's
 * first journey and closed, with every process it needed, after its last. Each journey loads a new
 * document in the page; a journey that needs another viewport asks for it (`viewport`), and the
 * page is screenshotted when a journey fails (the e2e environment, support/environment.js). A block
 * of journeys without JavaScript launches its own browser with scripts off (`LaunchOptions`).
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

export function useEngine(
  engine: Engine,
  initial: Viewport,
  options: LaunchOptions = { scripts: true },
): { page: () => EnginePage; viewport: (size: Viewport) => Promise<void> } {
  const [opened] = useBrowsers([engine], initial, options);
  return opened!;
}

/**
 * One browser of each engine, launched at once before the block's first journey (launching is
 * mostly waiting for a driver and a browser to start), for journeys that drive them side by side.
 */
export function useEngines(engines: Engine[], initial: Viewport, options: LaunchOptions = { scripts: true }): Array<() => EnginePage> {
  return useBrowsers(engines, initial, options).map((opened) => opened.page);
}

function useBrowsers(
  engines: Engine[],
  initial: Viewport,
  options: LaunchOptions,
): Array<{ page: () => EnginePage; viewport: (size: Viewport) => Promise<void> }> {
  const open = engines.map((engine) => ({
    engine,
    browser: undefined as EngineBrowser | undefined,
    page: undefined as EnginePage | undefined,
    current: initial,
  }));
  const openPages = () => (globalThis as { __e2eOpenPages?: Set<unknown> }).__e2eOpenPages;
  beforeAll(async () => {
    // Each browser is kept as soon as it starts, so afterAll closes it even when another failed to.
    await Promise.all(
      open.map(async (entry) => {
        entry.browser = await LAUNCHERS[entry.engine](options);
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
      page: opened,
      async viewport(size: Viewport) {
        if (size.width === entry.current.width && size.height === entry.current.height) return;
        await opened().setViewport(size);
        entry.current = size;
      },
    };
  });
}
