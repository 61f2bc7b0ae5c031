/**
 * Debian's Firefox ESR over WebDriver BiDi, with puppeteer-core (`browser: "firefox"`): input is
 * the protocol's own (input.performActions), so events reach the page as a visitor's do.
 */
import puppeteer, { type KeyInput, type Page } from "puppeteer-core";
import { callExpression, type EngineBrowser, type EnginePage, type Key, type LaunchOptions } from "./engine-page";
import { pointerAt } from "./pointer";

/** Debian's `firefox-esr` (scripts/ensure-browsers.sh installs it), or the one FIREFOX_PATH names. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";

const KEYS: Record<Key, KeyInput> = {
  Tab: "Tab",
  Enter: "Enter",
  Space: "Space",
  Escape: "Escape",
  ArrowRight: "ArrowRight",
  ArrowLeft: "ArrowLeft",
  Home: "Home",
  End: "End",
};

function firefoxPage(page: Page, scripts: boolean): EnginePage {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  // Its result is what the page function returns (JSON), which the interface types.
  const evaluate: EnginePage["evaluate"] = (fn, ...args) => page.evaluate(callExpression(fn, args)) as Promise<never>;
  return {
    engine: "firefox",
    async goto(url) {
      problems.length = 0;
      await page.goto(url, { waitUntil: "domcontentloaded" });
    },
    async setViewport(viewport) {
      await page.setViewport(viewport);
    },
    ...pointerAt(evaluate, page.mouse, scripts),
    async type(selector, text) {
      await page.type(selector, text);
    },
    async press(key) {
      await page.keyboard.press(KEYS[key]);
    },
    evaluate,
    driverProblems: () => [...problems],
    screenshot: (options) => page.screenshot({ path: options.path }),
    isClosed: () => page.isClosed(),
  };
}

export async function launchFirefox({ scripts, forcedColors = false }: LaunchOptions): Promise<EngineBrowser> {
  // Scripts off for the whole browser: Firefox's BiDi has no per-page switch (emulation.setScriptingEnabled is unknown to it).
  // Forced colours likewise: "always use my colours" (2) is Firefox's contrast mode, `forced-colors: active`.
  const extraPrefsFirefox = { ...(scripts ? {} : { "javascript.enabled": false }), ...(forcedColors ? { "browser.display.document_color_use": 2 } : {}) };
  const browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX_PATH, headless: true, extraPrefsFirefox });
  const pid = browser.process()?.pid;
  return {
    engine: "firefox",
    async newPage(viewport) {
      const page = await browser.newPage();
      await page.setViewport(viewport);
      return firefoxPage(page, scripts);
    },
    async close() {
      await browser.close().catch(() => undefined);
      // Puppeteer starts Firefox as a process group; whatever is left of it goes too.
      try {
        if (pid) process.kill(-pid, "SIGKILL");
      } catch {
        // Gone with the browser.
      }
    },
  };
}
