// Main-thread work a visitor's phone does for a page: Chromium slowed down and sized as the phone of
// Lighthouse's mobile preset, task and script time from navigation to 3 s after the load event
// (hydration and what it fetches included), each route's loads interleaved with loads of the empty
// page, medians compared (docs/performance.md).
import { screenEmulationMetrics, throttling } from "lighthouse/core/config/constants.js";
import { chromium } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH } from "./config.mjs";

/**
 * The phone the mobile rows of the table stand for, taken from Lighthouse so that both measure the
 * same device: its CPU slowdown and its screen. The screen matters: the browser lays out and paints
 * what is on and near the screen at load, and a phone shows a narrower, taller part of the page.
 */
export const CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const phone = screenEmulationMetrics.mobile;
export const PHONE_SCREEN = {
  viewport: { width: phone.width, height: phone.height },
  deviceScaleFactor: phone.deviceScaleFactor,
  isMobile: phone.mobile,
  hasTouch: phone.mobile,
};
export const AFTER_LOAD_MS = 3000;

export const launchBrowser = () => chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });

function durations(result) {
  const value = (name) => result.metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { taskMs: value("TaskDuration") * 1000, scriptMs: value("ScriptDuration") * 1000 };
}

/** One load in a fresh context (empty cache, no service state): the main thread's task and script ms. */
async function oneLoad(browser, url) {
  const context = await browser.newContext(PHONE_SCREEN);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const before = durations(await cdp.send("Performance.getMetrics"));
    await page.goto(url, { waitUntil: "load" });
    // A fixed measurement window, not a wait for a condition: work after load (Gatsby fetches the
    // page chunk and hydrates then) is what visitors pay too.
    await page.waitForTimeout(AFTER_LOAD_MS);
    const after = durations(await cdp.send("Performance.getMetrics"));
    return { taskMs: after.taskMs - before.taskMs, scriptMs: after.scriptMs - before.scriptMs };
  } finally {
    await context.close();
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const medians = (loads) => ({ taskMs: median(loads.map((l) => l.taskMs)), scriptMs: median(loads.map((l) => l.scriptMs)) });

function comparison(page, empty) {
  const route = medians(page);
  const baseline = medians(empty);
  return {
    route,
    empty: baseline,
    loads: page.length,
    taskRatio: route.taskMs / baseline.taskMs,
    scriptRatio: route.scriptMs / baseline.scriptMs,
  };
}

/**
 * `runs` loads of the route and as many of the empty page, alternating (and alternating which goes
 * first), so a change in the machine's load hits both alike; the ratio of the medians is the result.
 * While `undecided(result)` says the ratio is too close to call, as many loads again are taken, up to
 * `mostLoads` in all, and the medians are of all of them: the loads go where a verdict depends on them.
 */
export async function compareWithEmpty(browser, url, emptyUrl, runs, undecided = () => false, mostLoads = runs) {
  const page = [];
  const empty = [];
  const load = async (count) => {
    for (let run = page.length; count > 0; run += 1, count -= 1) {
      if (run % 2 === 0) {
        empty.push(await oneLoad(browser, emptyUrl));
        page.push(await oneLoad(browser, url));
      } else {
        page.push(await oneLoad(browser, url));
        empty.push(await oneLoad(browser, emptyUrl));
      }
    }
  };
  await load(runs);
  let result = comparison(page, empty);
  while (page.length < mostLoads && undecided(result)) {
    await load(Math.min(page.length, mostLoads - page.length));
    result = comparison(page, empty);
  }
  return result;
}

/** A first load in a new browser pays one-off costs (process start, font caches): not measured. */
export const warmUp = (browser, url) => oneLoad(browser, url);
