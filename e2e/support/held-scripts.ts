import type { Page } from "playwright-core";
import { url } from "./browser";
import { HYDRATED_ISLAND_ATTRIBUTE, INPUT_READY_ATTRIBUTE, SCRIPTS_ON_ATTRIBUTE } from "../../src/islands/attributes";

/** The page's app script (the runtime and the islands' code load through it; gatsby/page-scripts/scripts-after-first-paint.ts). */
const APP_SCRIPT = /\/app-[0-9a-f]+\.js$/;

/**
 * Opens `pathname` as a visitor on a slow connection sees it: the server HTML and its inline head
 * scripts, while the page's app script is held back until `release()`. Only the holder in the head
 * (src/islands/hold-early-input.ts) runs meanwhile, so whatever the test does is input before any
 * island could be live. `release()` lets the script load and waits for the runtime to arm the page.
 */
export async function openWithScriptsHeld(page: Page, pathname: string): Promise<{ release: () => Promise<void> }> {
  let releaseScript!: () => void;
  const released = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url(pathname), { waitUntil: "domcontentloaded" });
  await page.locator(`html[${SCRIPTS_ON_ATTRIBUTE}]`).waitFor({ state: "attached" });
  if ((await page.locator(`html[${INPUT_READY_ATTRIBUTE}], [${HYDRATED_ISLAND_ATTRIBUTE}]`).count()) > 0)
    throw new Error("the runtime ran while its script was held");
  return {
    release: async () => {
      releaseScript();
      await page.locator(`html[${INPUT_READY_ATTRIBUTE}]`).waitFor({ state: "attached" });
      await page.unroute(APP_SCRIPT);
    },
  };
}
