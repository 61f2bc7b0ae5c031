/**
 * The one interface a visitor's journey (e2e/visitor.journeys.ts) drives a page through, whatever the
 * engine: Chromium over playwright-core (./chromium.ts), Firefox over WebDriver BiDi with
 * puppeteer-core (./firefox.ts), WebKitGTK over WebDriver with webdriverio (./webkit.ts). Only what
 * every driver does alike is here: elements are named by CSS selectors, what a journey reads it
 * reads with `evaluate`, and what it waits for it polls (./journey-steps.ts).
 */
export const ENGINES = ["chromium", "firefox", "webkit"] as const;
export type Engine = (typeof ENGINES)[number];

/** The engines a run covers: those `JOURNEY_ENGINES` names (comma-separated), else all three. */
export function enginesToRun(setting = process.env.JOURNEY_ENGINES): Engine[] {
  if (!setting) return [...ENGINES];
  const named = setting.split(",").map((name) => name.trim());
  const unknown = named.filter((name) => !ENGINES.some((engine) => engine === name));
  if (unknown.length > 0) throw new Error(`JOURNEY_ENGINES names no engine "${unknown.join(", ")}": known are ${ENGINES.join(", ")}`);
  return ENGINES.filter((engine) => named.includes(engine));
}

export type Viewport = { width: number; height: number };

/**
 * How a browser is launched: `scripts: false` is a visitor who turned JavaScript off (the page's
 * own scripts never run and <noscript> shows; the driver's `evaluate` still reads the page). Each
 * engine turns scripts off its own way (a context option in Chromium, a preference in Firefox, a
 * MiniBrowser setting in WebKit).
 */
export type LaunchOptions = {
  scripts: boolean;
  /**
   * A visitor whose colours are forced, as Windows' contrast themes force them (`forced-colors:
   * active`): Chromium's emulation of the mode (a context option), a preference in Firefox. Only
   * the engines of FORCED_COLOURS_ENGINES have the mode.
   */
  forcedColors?: boolean;
};

/** The engines with a forced-colors mode: WebKit (Safari) has none. */
export const FORCED_COLOURS_ENGINES: readonly Engine[] = ["chromium", "firefox"];

/** The keys a journey presses; each adapter maps them to its driver's names. */
export type Key = "Tab" | "Enter" | "Space" | "Escape" | "ArrowRight" | "ArrowLeft" | "Home" | "End";

/** A function run in the page: serialised with toString, so it may use only its arguments (JSON). */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface EnginePage {
  readonly engine: Engine;
  /** Loads `url` and resolves once its document is parsed: its scripts may still be loading, or held by the server. */
  goto(url: string): Promise<void>;
  /** The size of the page's viewport (the layout viewport, in CSS pixels). */
  setViewport(viewport: Viewport): Promise<void>;
  /** A pointer's primary click in the middle of the element, scrolled into view first. */
  click(selector: string): Promise<void>;
  /**
   * The last `click` made again at once, where it pressed, reading nothing of the page first: a
   * visitor's second press while the first one's form submission is on its way (Chromium answers
   * no script of a page whose navigation is pending).
   */
  pressAgain(): Promise<void>;
  /** The pointer moved onto the middle of the element. */
  hover(selector: string): Promise<void>;
  /** Focuses the field and types `text` into it key by key. */
  type(selector: string, text: string): Promise<void>;
  /** One key pressed and released on whatever has focus. */
  press(key: Key): Promise<void>;
  /** Runs `fn` in the page with the arguments; resolves with its result, awaited. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** The console errors and uncaught exceptions the driver reported since the last `goto`, where it reports them (WebDriver classic does not). */
  driverProblems(): string[];
  /** For the failure screenshot of the e2e environment (e2e/support/environment.js). */
  screenshot(options: { path: string; timeout?: number }): Promise<unknown>;
  isClosed(): boolean;
}

export interface EngineBrowser {
  readonly engine: Engine;
  /** The browser's one page for a test file: each journey loads a new document in it. */
  newPage(viewport: Viewport): Promise<EnginePage>;
  /** Closes the browser and stops every process it needed. */
  close(): Promise<void>;
}

/** `fn` called with `args`, as an expression a driver evaluates in the page. */
export function callExpression(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `(${fn.toString()})(...${JSON.stringify(args)})`;
}
