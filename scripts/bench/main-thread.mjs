// Main-thread work a visitor's phone does for a page: Chromium at 4× CPU slowdown, task and script
// time from navigation to 3 s after the load event (hydration and what it fetches included), each
// route's loads interleaved with loads of the empty page, medians compared (docs/performance.md).
import { chromium } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH } from "./config.mjs";

export const CPU_SLOWDOWN = 4;
export const AFTER_LOAD_MS = 3000;

export const launchBrowser = () => chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });

function durations(result) {
  const value = (name) => result.metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { taskMs: value("TaskDuration") * 1000, scriptMs: value("ScriptDuration") * 1000 };
}

/** One load in a fresh context (empty cache, no service state): the main thread's task and script ms. */
async function oneLoad(browser, url) {
  const context = await browser.newContext();
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

/**
 * `runs` loads of the route and as many of the empty page, alternating (and alternating which goes
 * first), so a change in the machine's load hits both alike; the ratio of the medians is the result.
 */
export async function compareWithEmpty(browser, url, emptyUrl, runs) {
  const page = [];
  const empty = [];
  for (let run = 0; run < runs; run += 1) {
    if (run % 2 === 0) {
      empty.push(await oneLoad(browser, emptyUrl));
      page.push(await oneLoad(browser, url));
    } else {
      page.push(await oneLoad(browser, url));
      empty.push(await oneLoad(browser, emptyUrl));
    }
  }
  const route = medians(page);
  const baseline = medians(empty);
  return {
    route,
    empty: baseline,
    taskRatio: route.taskMs / baseline.taskMs,
    scriptRatio: route.scriptMs / baseline.scriptMs,
  };
}

/** A first load in a new browser pays one-off costs (process start, font caches): not measured. */
export const warmUp = (browser, url) => oneLoad(browser, url);
