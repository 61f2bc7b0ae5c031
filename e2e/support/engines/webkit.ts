/**
 * WebKitGTK (Safari's engine) over WebDriver, with webdriverio: Debian's `WebKitWebDriver` on a
 * free port launches its MiniBrowser on an Xvfb display of the file's own (MiniBrowser has no
 * headless mode). WebDriver classic: clicks are element clicks (the element scrolled into view,
 * refused when something covers it), typing is element send-keys, and the page is read with
 * scripts only.
 */
import { remote, Key as WebDriverKey } from "webdriverio";
import { callExpression, type EngineBrowser, type EnginePage, type Key, type Viewport } from "./engine-page";
import { pressPoint } from "./pointer";
import { freePort, startGroup, startVirtualDisplay, untilAnswering } from "./processes";

/** Debian's `webkit2gtk-driver` (scripts/ensure-browsers.sh installs it and MiniBrowser with it), or what these name. */
export const WEBKIT_WEBDRIVER_PATH = process.env.WEBKIT_WEBDRIVER_PATH || "/usr/bin/WebKitWebDriver";
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

const SCRIPT_TIMEOUT_MS = 5_000;

/** Room for every viewport a journey asks for. */
const SCREEN = { width: 1600, height: 1200 };

const KEYS: Record<Key, string> = {
  Tab: WebDriverKey.Tab,
  Enter: WebDriverKey.Enter,
  Space: WebDriverKey.Space,
  Escape: WebDriverKey.Escape,
  ArrowRight: WebDriverKey.ArrowRight,
  ArrowLeft: WebDriverKey.ArrowLeft,
  Home: WebDriverKey.Home,
  End: WebDriverKey.End,
};

type Session = Awaited<ReturnType<typeof remote>>;

function webkitPage(session: Session, state: { closed: boolean }): EnginePage {
  const evaluate = <R>(expression: string) => session.execute(`return ${expression};`) as Promise<R>;
  const evaluateFunction: EnginePage["evaluate"] = (fn, ...args) => evaluate(callExpression(fn, args));
  return {
    engine: "webkit",
    async goto(url) {
      await session.url(url);
    },
    async setViewport(viewport: Viewport) {
      // The window's frame and toolbar take some of its size: set it, measure the viewport, correct once.
      await session.setWindowSize(viewport.width, viewport.height);
      const inner = await evaluate<[number, number]>("[window.innerWidth, window.innerHeight]");
      await session.setWindowSize(viewport.width * 2 - inner[0], viewport.height * 2 - inner[1]);
    },
    async click(selector) {
      // Brought into view and settled first, as in the other engines: WebDriver refuses to click an
      // element the parts rendering around it have moved off screen ("element not interactable").
      await pressPoint(evaluateFunction, selector);
      await session.$(selector).click();
    },
    async hover(selector) {
      await session.$(selector).moveTo();
    },
    async type(selector, text) {
      await session.$(selector).addValue(text);
    },
    async press(key) {
      await session.keys(KEYS[key]);
    },
    evaluate: evaluateFunction,
    driverProblems: () => [],
    screenshot: (options) => session.saveScreenshot(options.path),
    isClosed: () => state.closed,
  };
}

export async function launchWebKit(): Promise<EngineBrowser> {
  const display = await startVirtualDisplay(SCREEN);
  const port = await freePort();
  const driver = startGroup(WEBKIT_WEBDRIVER_PATH, [`--port=${port}`], { env: { ...process.env, DISPLAY: display.display } });
  const stopHelpers = async () => {
    await driver.stop();
    await display.stop();
  };
  let session: Session;
  try {
    await untilAnswering(`http://127.0.0.1:${port}/status`, driver);
    session = await remote({
      hostname: "127.0.0.1",
      port,
      logLevel: "error",
      connectionRetryCount: 0,
      capabilities: {
        // The journeys wait for what they need themselves; "eager" returns at DOMContentLoaded as the other engines' goto does.
        pageLoadStrategy: "eager",
        "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
      } as WebdriverIO.Capabilities,
    });
    // A script run in a page still loading may never answer (seen on a fresh session's first page):
    // it fails after SCRIPT_TIMEOUT_MS, and the journey's wait asks again.
    await session.setTimeout({ script: SCRIPT_TIMEOUT_MS });
  } catch (error) {
    await stopHelpers();
    throw error;
  }
  const state = { closed: false };
  return {
    engine: "webkit",
    async newPage(viewport) {
      const page = webkitPage(session, state);
      await page.setViewport(viewport);
      return page;
    },
    async close() {
      state.closed = true;
      await session.deleteSession().catch(() => undefined);
      await stopHelpers();
    },
  };
}
