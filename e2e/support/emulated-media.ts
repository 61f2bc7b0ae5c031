import type { Page } from "playwright-core";

/** How a check asks to see the page: in a forced-colors mode, or printed. */
export type EmulatedMedia = "forced colours" | "print";

/** The probe element and its style: its `order` tells which emulated media the page's `@media` rules follow. */
const PROBE = "data-media-probe";
const PROBE_ORDER: Record<EmulatedMedia | "screen", string> = { screen: "0", "forced colours": "1", print: "2" };

function addProbe({ probe, order }: { probe: string; order: Record<string, string> }): void {
  const style = document.createElement("style");
  style.setAttribute(probe, "");
  style.textContent = `@media (forced-colors: active) { div[${probe}] { order: ${order["forced colours"]}; } } @media print { div[${probe}] { order: ${order.print}; } }`;
  const element = document.createElement("div");
  element.setAttribute(probe, "");
  element.hidden = true;
  document.head.append(style);
  document.body.append(element);
}

/**
 * The page shown as `media`, or as on a screen in its own colours, once its stylesheets follow and
 * the transitions that the change of media started have ended: Chromium emulates the media at once
 * but matches `@media` rules anew later, in a busy renderer after the first read; and an element
 * whose colour has a transition shows its old colour until the transition's end, if only the next frame.
 */
async function showAs(page: Page, media: EmulatedMedia | "screen"): Promise<void> {
  await page.emulateMedia(
    media === "forced colours" ? { forcedColors: "active" } : media === "print" ? { media: "print" } : { forcedColors: "none", media: null },
  );
  await page.waitForFunction(
    ({ probe, order }) =>
      getComputedStyle(document.querySelector(`div[${probe}]`)!).order === order &&
      !document.getAnimations().some((animation) => animation instanceof CSSTransition && animation.playState === "running"),
    { probe: PROBE, order: PROBE_ORDER[media] },
    {
      polling: "raf",
      timeout: 5_000,
    },
  );
}

/** `read` while the open page is shown as `media`; the page is shown as on a screen again after. */
export async function whileShownAs<T>(page: Page, media: EmulatedMedia, read: () => Promise<T>): Promise<T> {
  await page.evaluate(addProbe, { probe: PROBE, order: PROBE_ORDER });
  try {
    await showAs(page, media);
    return await read();
  } finally {
    await showAs(page, "screen");
    await page.evaluate((probe) => document.querySelectorAll(`[${probe}]`).forEach((element) => element.remove()), PROBE);
  }
}
