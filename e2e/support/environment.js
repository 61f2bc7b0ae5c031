// The browser tests' jest environment: Node's, with the worker's one playwright-core (see
// e2e/support/playwright-core.js), plus a screenshot of every page still open when a test fails,
// saved under e2e/.artifacts/ and named in the failure message. With the option `webdriverio`
// (the journeys project) it also loads webdriverio outside the test's sandbox
// (e2e/support/webdriverio.js): the package imports its parts with import(), which jest's sandbox
// cannot run.
const fs = require("fs");
const path = require("path");
const { TestEnvironment } = require("jest-environment-node");
// Loaded once per jest worker, outside the test files' sandboxes.
const playwrightCore = require("playwright-core");

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");

const slug = (text) =>
  text
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80) || "test";

function testName(test) {
  const names = [];
  for (let block = test; block && block.name !== "ROOT_DESCRIBE_BLOCK"; block = block.parent) names.unshift(block.name);
  return names.join(" ");
}

class BrowserTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testFile = path.basename(context.testPath, ".e2e.ts");
    // openPage() (support/browser.ts) adds each page here and removes it when it closes.
    this.global.__e2eOpenPages = new Set();
    this.global.__e2ePlaywrightCore = playwrightCore;
    this.loadsWebdriverio = Boolean(config.projectConfig.testEnvironmentOptions?.webdriverio);
  }

  async setup() {
    await super.setup();
    if (this.loadsWebdriverio) this.global.__e2eWebdriverio = await import("webdriverio");
  }

  async handleTestEvent(event) {
    if (event.name !== "test_fn_failure") return;
    const pages = [...this.global.__e2eOpenPages].filter((page) => !page.isClosed());
    if (pages.length === 0) return;
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const base = `${this.testFile}--${slug(testName(event.test))}`;
    const files = [];
    for (const [index, page] of pages.entries()) {
      const file = path.join(ARTIFACTS, `${base}${pages.length > 1 ? `-${index + 1}` : ""}.png`);
      try {
        await page.screenshot({ path: file, timeout: 5_000 });
        files.push(path.relative(process.cwd(), file));
      } catch {
        // The page went away while failing: nothing to show.
      }
    }
    const error = event.error;
    if (files.length === 0 || !error || typeof error !== "object") return;
    const note = `\n\nScreenshot of the page at the failure: ${files.join(", ")}`;
    if (typeof error.stack === "string" && typeof error.message === "string" && error.stack.includes(error.message)) {
      error.stack = error.stack.replace(error.message, error.message + note);
    }
    if (typeof error.message === "string") error.message += note;
  }
}

module.exports = BrowserTestEnvironment;
