/**
 * Chromium through playwright-core, launched as the other browser tests launch it (../browser.ts).
 * Presses go to a point (./pointer.ts), as in Firefox: playwright's own click would wait for a
 * disabled control to be enabled, where a visitor's press does nothing.
 */
import type { Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { callExpression, type EngineBrowser, type EnginePage, type Key, type LaunchOptions, type Viewport } from "./engine-page";
import { pointerAt } from "./pointer";

function chromiumPage(page: Page, scripts: boolean): EnginePage {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  const evaluate: EnginePage["evaluate"] = (fn, ...args) => page.evaluate(callExpression(fn, args));
  return {
    engine: "chromium",
    async goto(url) {
      problems.length = 0;
      await page.goto(url, { waitUntil: "domcontentloaded" });
    },
    async setViewport(viewport: Viewport) {
      await page.setViewportSize(viewport);
    },
    ...pointerAt(evaluate, page.mouse, scripts),
    async type(selector, text) {
      await page.locator(selector).first().pressSequentially(text);
    },
    async press(key: Key) {
      await page.keyboard.press(key);
    },
    evaluate,
    driverProblems: () => [...problems],
    screenshot: (options) => page.screenshot(options),
    isClosed: () => page.isClosed(),
  };
}

export async function launchChromium({ scripts, forcedColors = false }: LaunchOptions): Promise<EngineBrowser> {
  const browser = await launchBrowser();
  return {
    engine: "chromium",
    async newPage(viewport) {
      const context = await browser.newContext({ viewport, javaScriptEnabled: scripts, forcedColors: forcedColors ? "active" : "none" });
      return chromiumPage(await context.newPage(), scripts);
    },
    close: () => browser.close(),
  };
}
