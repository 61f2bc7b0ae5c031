import type { Page } from "playwright-core";
import { nextFrames, scrollToEnd, PHONE } from "./browser";

/** docs/performance.md: the CLS budget. */
export const CLS_BUDGET = 0.01;

export type LayoutShift = { value: number; sources: string[] };

/** Sums every layout shift not caused by input, from the first paint on (stricter than CLS's windows), in every document the page loads. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: entry.sources.map((source) => source.node?.nodeName ?? "?") });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts of the page's current document so far (`recordShifts` first). */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);
}

export const totalShift = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/** Scrolls to the bottom and back like a reader, so the sticky header, lazy images, entrance animations and the parts near the viewport run. */
export async function scrollThrough(page: Page): Promise<void> {
  await scrollToEnd(page, PHONE.height / 2); // observers see each position: lazy images and entrances start
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await nextFrames(page);
  // Every entrance animation and image fade started on the way has run to its end, where the page is
  // still rendered: the browser holds the animations of a part it has stopped rendering
  // (src/ui/render-near-viewport.ts) until it is scrolled to again.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.checkVisibility({ contentVisibilityAuto: true }) ?? true)
        .map((animation) => animation.finished),
    ),
  );
}
