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
  let browser: EngineBrowser | undefined;
  let page: EnginePage | undefined;
  let current = initial;
  beforeAll(async () => {
    browser = await LAUNCHERS[engine](options);
    page = await browser.newPage(initial);
    (globalThis as { __e2eOpenPages?: Set<unknown> }).__e2eOpenPages?.add(page);
  }, LAUNCH_TIMEOUT_MS);
  afterAll(async () => {
    if (page) (globalThis as { __e2eOpenPages?: Set<unknown> }).__e2eOpenPages?.delete(page);
    await browser?.close();
  }, LAUNCH_TIMEOUT_MS);
  const opened = () => {
    if (!page) throw new Error(`${engine} did not start (see the error of beforeAll)`);
    return page;
  };
  return {
    page: opened,
    async viewport(size) {
      if (size.width === current.width && size.height === current.height) return;
      await opened().setViewport(size);
      current = size;
    },
  };
}
