// CommonJS so that the browser tests (TypeScript through babel-jest) and the benchmark (plain
// Node ESM, scripts/bench/*.mjs) launch the same Chromium the same way.

/** Debian's chromium; never a downloaded browser (these machines are offline). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || "/usr/bin/chromium";

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

module.exports = { CHROMIUM_PATH, CHROMIUM_FLAGS };
