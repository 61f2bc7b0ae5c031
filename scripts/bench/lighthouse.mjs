// One Chromium for the whole run; one Lighthouse navigation per route and preset.
import fs from "fs";
import path from "path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROME_FLAGS, CHROME_PATH, WORK_DIR } from "./config.mjs";

const CONFIGS = { mobile: undefined /* Lighthouse's default: Moto G Power, slow 4G, 4x CPU, simulated */, desktop: desktopConfig };

export async function launchChrome() {
  const userDataDir = fs.mkdtempSync(path.join(WORK_DIR, "profile-"));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir });
  return {
    port: chrome.port,
    async close() {
      await chrome.kill();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The Lighthouse result of one page; the raw report is kept under bench/.lighthouse/ for digging,
 * named `<prefix><preset>_<route>.json` (the prefix tells the empty page's report from the site's).
 */
export async function audit(port, url, preset, prefix = "") {
  const runnerResult = await lighthouse(url, { port, output: "json", logLevel: "error" }, CONFIGS[preset]);
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
  const name = `${prefix}${preset}${new URL(url).pathname.replace(/\//g, "_") || "_"}.json`;
  fs.writeFileSync(path.join(WORK_DIR, name), runnerResult.report);
  return runnerResult.lhr;
}
