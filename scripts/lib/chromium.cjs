// CommonJS so that the browser tests (TypeScript through jest's transform) and the benchmark (plain
// Node ESM, scripts/bench/*.mjs) share one description of the browser. Both are Debian builds of the
// same Chromium release, installed with apt (scripts/ensure-chromium.sh); never a downloaded browser
// (these machines are offline).

/**
 * The browser a visitor runs: Debian's `chromium`. The benchmark and Lighthouse measure in it, so a
 * measurement includes what the whole browser does for a page.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell`, the same engine (Blink, V8, the
 * same release and fonts) without the browser's windows and tab strip. Each test opens its own
 * context and page; in `chromium` every new page also builds a browser window (about 0.2 s of the
 * browser process's CPU each), which was a fifth of the browser suite's work.
 */
const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";

// The machine has no network: without these, Chromium keeps trying to reach Google's services.
const CHROMIUM_FLAGS = Object.freeze([
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]);

module.exports = { CHROMIUM_PATH, HEADLESS_SHELL_PATH, CHROMIUM_FLAGS };
