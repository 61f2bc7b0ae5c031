/**
 * Keeps the focused element on screen while the parts of the page around it render for the first
 * time.
 *
 * Parts below the initial viewport wait to be rendered until they near the viewport, counted at an
 * estimated height until then (src/ui/render-near-viewport.ts). Focus moved far in one step, by
 * assistive technology or a script (to the footer from the top of a long page, say), scrolls its
 * element into view; the parts just above it then render at their real heights, and the browser's
 * scroll anchoring does not always make up for it, so the focused element could end off screen.
 * Each time a part renders, the focused element is brought back into view (to the nearest edge),
 * until the visitor scrolls, clicks, touches, types or follows a link, or a few frames pass with
 * nothing newly rendered.
 *
 * The same holds for a jump within the page (a link to `#section`, or the address's fragment set by
 * a script) and for a page opened at a fragment (`/blog#newsletter`, followed from another page):
 * the browser scrolls its target to the top, the parts just above it then render at their real
 * heights, and where the engine has no scroll anchoring (WebKit), or its anchoring gives way (Chromium
 * on a busy phone, a listing's cards rendering after the scroll), the target ends off screen. The
 * target is brought back to the top (below the sticky header: the page's scroll padding) each time a
 * part renders, on the same terms. A page opened at a fragment takes its target when its first part
 * renders; one restored from history or reloaded keeps the position the browser restores.
 *
 * A pointer moves focus where the visitor already looks (and a link it follows takes the page
 * elsewhere): only focus that moves without one is kept in view. A tap focuses after the finger
 * lifts, so the press ends with its click (or when the browser takes the touch for a scroll).
 * `contentvisibilityautostatechange` does not bubble: it is heard on its way down (capture); an
 * engine without it never fires it, and focus then stays where the browser scrolled it.
 *
 * Focus moves before the page's scripts have loaded, so this runs as an inline script in every
 * page's head (gatsby-ssr.tsx): the function is self-contained, it names nothing outside itself,
 * and its body holds no comment (its source is the script's text).
 */
export function keepFocusInView(): void {
  const QUIET_FRAMES_BEFORE_RELEASE = 4;
  let kept: { element: Element; block: "nearest" | "start" } | null = null;
  let frame = 0;
  const elementNamedBy = (fragment: string): HTMLElement | null => {
    try {
      return fragment ? document.getElementById(decodeURIComponent(fragment)) : null;
    } catch {
      return null;
    }
  };
  const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  let openedAt = (navigation?.type ?? "navigate") === "navigate" ? window.location.hash.slice(1) : "";

  const release = () => {
    kept = null;
    openedAt = "";
    cancelAnimationFrame(frame);
  };
  const releaseAfterQuietFrames = (remaining = QUIET_FRAMES_BEFORE_RELEASE) => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => (remaining > 1 ? releaseAfterQuietFrames(remaining - 1) : release()));
  };

  let pointerPressed = false;
  const pressPointer = () => {
    release();
    pointerPressed = true;
  };
  window.addEventListener("pointerdown", pressPointer, { capture: true, passive: true });
  for (const type of ["click", "pointercancel"]) window.addEventListener(type, () => (pointerPressed = false), { capture: true, passive: true });
  for (const type of ["wheel", "touchstart", "keydown"]) window.addEventListener(type, release, { capture: true, passive: true });
  window.addEventListener("hashchange", () => {
    const target = elementNamedBy(window.location.hash.slice(1));
    if (!target) return release();
    kept = { element: target, block: "start" };
    releaseAfterQuietFrames();
  });

  document.addEventListener(
    "focusin",
    (event) => {
      if (pointerPressed || !(event.target instanceof Element)) return;
      kept = { element: event.target, block: "nearest" };
      releaseAfterQuietFrames();
    },
    { capture: true },
  );
  document.addEventListener(
    "contentvisibilityautostatechange",
    (event) => {
      const nowRendered = "skipped" in event && event.skipped === false;
      if (!nowRendered) return;
      if (!kept && openedAt) {
        const target = elementNamedBy(openedAt);
        openedAt = "";
        if (target) kept = { element: target, block: "start" };
      }
      if (!kept) return;
      kept.element.scrollIntoView({ block: kept.block });
      releaseAfterQuietFrames();
    },
    { capture: true },
  );
}

/** The inline script that runs it. */
export const KEEP_FOCUS_IN_VIEW_SCRIPT = `(${keepFocusInView.toString()})();`;
