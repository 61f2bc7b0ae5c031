/**
 * WebKitGTK (Safari's engine) over WebDriver, with webdriverio: Debian's `WebKitWebDriver` on a
 * free port launches its MiniBrowser on an Xvfb display of the file's own (MiniBrowser has no
 * headless mode). WebDriver classic: clicks are element clicks (the element scrolled into view,
 * refused when something covers it), typing is element send-keys, and the page is read with
 * scripts only.
 *
 * Page loads are the adapter's own (page load strategy "none"): WebKitWebDriver runs every command
 * only once the page's navigation is "complete" by the session's strategy, and with "eager" it
 * waits for the next DOMContentLoaded whenever the page is still loading. A command sent after a
 * page's DOMContentLoaded but before its load event (images, fonts, the site's scripts arriving
 * after paint, or held back by the journeys' server) therefore waits for an event that has already
 * happened, until the page load timeout. With "none" no command waits for a navigation, and `goto`
 * waits for the new document itself.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { remote, Key as WebDriverKey } from "webdriverio";
import { eventually } from "../eventually";
import { callExpression, type EngineBrowser, type EnginePage, type Key, type LaunchOptions, type Viewport } from "./engine-page";
import { pressPoint, pressUntilLanded } from "./pointer";
import { freePort, startGroup, startVirtualDisplay, untilAnswering } from "./processes";

/** Debian's `webkit2gtk-driver` (scripts/ensure-browsers.sh installs it and MiniBrowser with it), or what these name. */
export const WEBKIT_WEBDRIVER_PATH = process.env.WEBKIT_WEBDRIVER_PATH || "/usr/bin/WebKitWebDriver";
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** A page script's own limit: the longest the journeys run (pressPoint's settling) takes a few seconds on a busy machine. */
const SCRIPT_TIMEOUT_MS = 10_000;
/**
 * How long a quick read of the page may go unanswered before it counts as lost. A script sent while
 * a navigation is under way (a form posted to the enquiry endpoint, its redirect back to the site,
 * the first page after the blank one) is at times never answered, while the session answers later
 * commands; polling asks again. Quick reads answer in milliseconds; a press's settling, which may
 * run up to the script timeout, is sent without this limit.
 */
const LOST_SCRIPT_MS = 6_000;
/** Every WebDriver command answers within this, or fails naming itself (webdriverio: 'Request timed out … when running "execute/sync"'). */
const COMMAND_TIMEOUT_MS = 30_000;
/** How long `goto` waits for the new document to be parsed. */
const PARSE_TIMEOUT_MS = 20_000;
/** How long a new window size may take to reach the page. */
const VIEWPORT_TIMEOUT_MS = 10_000;
/** Where every WebDriver command and its answer is written, with timestamps, when set (to find a command that does not return). */
const COMMAND_LOG = process.env.JOURNEY_WEBDRIVER_LOG;

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

function webkitPage(session: Session, state: { closed: boolean }, scripts: boolean, frame: Viewport): EnginePage {
  let lastPressed: ReturnType<Session["$"]> | undefined;
  /** A script that may run up to the script timeout (a press settling), answered or failed by the driver. */
  const evaluateAtLength = <R>(expression: string) => session.execute(`return ${expression};`) as Promise<R>;
  /** A quick read of the page: fails once LOST_SCRIPT_MS have passed without an answer, so a poll asks again. */
  const evaluate = <R>(expression: string): Promise<R> => {
    const answer = evaluateAtLength<R>(expression);
    let timer: NodeJS.Timeout | undefined;
    const lost = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`webkit: a script had no answer within ${LOST_SCRIPT_MS} ms (sent while the page changed process?)`)),
        LOST_SCRIPT_MS,
      );
    });
    // The lost request still ends, at the command timeout: its failure is expected, not unhandled.
    answer.catch(() => undefined);
    return Promise.race([answer, lost]).finally(() => clearTimeout(timer));
  };
  const evaluateFunction: EnginePage["evaluate"] = (fn, ...args) => evaluate(callExpression(fn, args));
  const evaluateFunctionAtLength: EnginePage["evaluate"] = (fn, ...args) => evaluateAtLength(callExpression(fn, args));
  return {
    engine: "webkit",
    async goto(url) {
      // The document being left is marked: the new one is parsed once a document without the mark has left "loading".
      await session.execute("window.__journeyLeft = true;");
      await session.url(url);
      await eventually(async () => {
        const parsed = await evaluate<boolean>('window.__journeyLeft !== true && document.readyState !== "loading"');
        if (!parsed) throw new Error(`webkit: ${url} is not parsed after ${PARSE_TIMEOUT_MS} ms`);
      }, PARSE_TIMEOUT_MS);
    },
    async setViewport(viewport: Viewport) {
      await session.setWindowSize(viewport.width + frame.width, viewport.height + frame.height);
      // The page sees the new size a moment after the window has it: no journey starts at the old one.
      await eventually(async () => {
        const [width, height] = await evaluate<[number, number]>("[window.innerWidth, window.innerHeight]");
        if (width !== viewport.width || height !== viewport.height) {
          throw new Error(`webkit: the viewport is ${width}×${height}, not the ${viewport.width}×${viewport.height} asked for`);
        }
      }, VIEWPORT_TIMEOUT_MS);
    },
    async click(selector) {
      // Brought into view and settled first, as in the other engines: WebDriver refuses to click an
      // element the parts rendering around it have moved off screen ("element not interactable").
      // WebDriver's click scrolls it into view again and takes its middle then, and the page may
      // still move before the press arrives: pressed again where it landed beside it, as elsewhere.
      const settle = async () => void (await pressPoint(evaluateFunctionAtLength, selector, false, scripts));
      const press = async () => {
        lastPressed = session.$(selector);
        await lastPressed.click();
      };
      await pressUntilLanded(evaluateFunction, selector, settle, press, scripts);
    },
    async pressAgain() {
      if (!lastPressed) throw new Error("pressAgain: nothing was pressed yet");
      await lastPressed.click();
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

function logCommands(session: Session, file: string): void {
  const write = (line: string) => fs.appendFileSync(file, `${new Date().toISOString()} ${session.sessionId} ${line.slice(0, 300)}\n`);
  session.on("command", (sent: { command: string; body: unknown }) => write(`> ${sent.command} ${JSON.stringify(sent.body)}`));
  session.on("result", (answer: { command: string; result: unknown }) => write(`< ${answer.command} ${JSON.stringify(answer.result)}`));
}

/**
 * GTK's settings and style for MiniBrowser, in a configuration folder of its own
 * (`XDG_CONFIG_HOME`), removed with the browser:
 * - scrollbars that are always shown, as Safari on a Mac with a mouse shows them (and as Chrome and
 *   Firefox on Windows do), not overlay scrollbars. An overlay scrollbar fades in and out for about
 *   four seconds after every page load and scroll, and the software renderer redraws the whole
 *   window for each frame of it: about 2.5 core-seconds per load or scroll, a third of the WebKit
 *   journeys' CPU (docs/decisions.md). The caret does not blink either: each blink was a redraw too.
 * - a toolbar that can be as narrow as a phone: its buttons and address field otherwise keep the
 *   window at least 447 px wide, so a journey at phone width ran wider. Only MiniBrowser's own
 *   widgets are GTK's; WebKit draws the page's form controls itself.
 */
function gtkSettingsFolder(): { folder: string; remove(): void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "webkit-gtk-settings-"));
  fs.mkdirSync(path.join(folder, "gtk-3.0"));
  fs.writeFileSync(path.join(folder, "gtk-3.0", "settings.ini"), "[Settings]\ngtk-overlay-scrolling=false\ngtk-cursor-blink=false\n");
  fs.writeFileSync(path.join(folder, "gtk-3.0", "gtk.css"), "button, entry { min-width: 0; padding: 0; margin: 0; }\n");
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/**
 * What the window has around the page (MiniBrowser's toolbar): the window's size less the page's
 * viewport, read once the two agree (the same twice in a row), as the window is mapped at launch.
 */
async function frameAroundPage(session: Session): Promise<Viewport> {
  let previous = "";
  let frame: Viewport = { width: 0, height: 0 };
  await eventually(async () => {
    const outer = await session.getWindowSize();
    const inner = (await session.execute("return [window.innerWidth, window.innerHeight];")) as [number, number];
    frame = { width: outer.width - inner[0], height: outer.height - inner[1] };
    const reading = JSON.stringify(frame);
    const settled = reading === previous;
    previous = reading;
    if (!settled) throw new Error(`webkit: the window is still changing size (${reading})`);
  }, VIEWPORT_TIMEOUT_MS);
  return frame;
}

export async function launchWebKit({ scripts, forcedColors = false }: LaunchOptions): Promise<EngineBrowser> {
  if (forcedColors) throw new Error("WebKit has no forced-colors mode (FORCED_COLOURS_ENGINES)");
  const display = await startVirtualDisplay(SCREEN);
  const port = await freePort();
  const settings = gtkSettingsFolder();
  // MiniBrowser composites with Mesa's software renderer (llvmpipe) on the virtual display: on the
  // calling thread, not a pool of one thread per core, the same journeys cost less CPU (docs/decisions.md).
  const driver = startGroup(WEBKIT_WEBDRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display.display, LP_NUM_THREADS: "0", XDG_CONFIG_HOME: settings.folder },
  });
  const stopHelpers = async () => {
    await driver.stop();
    await display.stop();
    settings.remove();
  };
  let session: Session;
  let frame: Viewport;
  try {
    await untilAnswering(`http://127.0.0.1:${port}/status`, driver);
    session = await remote({
      hostname: "127.0.0.1",
      port,
      // A failed command throws with its name and arguments; polling `goto` meets expected failures (a script cut off by the navigation).
      logLevel: "silent",
      connectionRetryCount: 0,
      connectionRetryTimeout: COMMAND_TIMEOUT_MS,
      capabilities: {
        // See the top of this file: no command waits for a navigation; `goto` waits for the parsed document.
        pageLoadStrategy: "none",
        // Scripts off: the page's scripts do not run and <noscript> shows, while WebDriver's own scripts still read the page.
        "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation", ...(scripts ? [] : ["--enable-javascript=false"])] },
      } as WebdriverIO.Capabilities,
    });
    await session.setTimeout({ script: SCRIPT_TIMEOUT_MS });
    if (COMMAND_LOG) logCommands(session, COMMAND_LOG);
    frame = await frameAroundPage(session);
  } catch (error) {
    await stopHelpers();
    throw error;
  }
  const state = { closed: false };
  return {
    engine: "webkit",
    async newPage(viewport) {
      const page = webkitPage(session, state, scripts, frame);
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
