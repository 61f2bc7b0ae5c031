import type { Page } from "playwright-core";
import { whileShownAs } from "./emulated-media";

type Phase = "site's colours" | "every chosen item" | "forced colours";
const IN_SITE_COLOURS: Phase = "site's colours";
/** Marks every chosen item within the root: for a browser whose colours are forced from its launch, where the site's colours cannot be read. */
export const EVERY_CHOSEN_ITEM: Phase = "every chosen item";
export const IN_FORCED_COLOURS: Phase = "forced colours";

/**
 * One reading of the page, in the browser: in the site's colours it lists each chosen item that looks
 * like one of the rest of its set, and marks what forced colours must keep visible (or, as "every
 * chosen item", marks each chosen item of a set, and lists them); in forced colours it lists what
 * was marked and is no longer visible, and clears the marks. One
 * function for every phase, so each reads an element's looks and its set alike. It uses nothing but
 * its argument, so the journeys' drivers run it too (support/engines/engine-page.ts).
 */
export function readLooks({ root, phase }: { root: string; phase: Phase }): string[] {
  const SHADOW = "data-audit-shadow";
  const CHOSEN = "data-audit-chosen";
  const CHOSEN_SELECTOR = '[aria-selected="true"], [aria-pressed="true"], [aria-current]:not([aria-current="false"])';
  const scope = document.querySelector(root);
  const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
  const looks = (element: Element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle === "none" ? "" : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    return [
      style.backgroundColor,
      style.color,
      style.borderTopColor,
      style.borderTopWidth,
      style.borderTopStyle,
      outline,
      style.fontWeight,
      style.textDecorationLine,
    ].join("|");
  };
  /** The others of a chosen element's set: the same tag in its tab list, list or navigation (none outside one: a logo linking home is no item of a set). */
  const setMates = (element: Element) =>
    [...(element.closest('[role="tablist"], ul, ol, nav')?.querySelectorAll(element.tagName) ?? [])].filter(
      (other) => other !== element && !other.matches(CHOSEN_SELECTOR) && (other as HTMLElement).checkVisibility(),
    );

  if (phase !== "forced colours") {
    for (const marked of document.querySelectorAll(`[${SHADOW}], [${CHOSEN}]`)) {
      marked.removeAttribute(SHADOW);
      marked.removeAttribute(CHOSEN);
    }
  }
  if (phase === "every chosen item") {
    const chosen = [...(scope?.querySelectorAll(CHOSEN_SELECTOR) ?? [])].filter((element) => setMates(element).length > 0);
    for (const element of chosen) element.setAttribute(CHOSEN, "");
    return chosen.map(describe);
  }
  if (phase === "site's colours") {
    for (const element of scope?.querySelectorAll<HTMLElement>("*") ?? []) {
      if (getComputedStyle(element).boxShadow === "none" || !element.checkVisibility()) continue;
      // An image is its own edge, and so is a box that holds nothing but one.
      const imageOnly = element.matches("img, svg, picture") || ((element.textContent ?? "").trim() === "" && element.querySelector("img, svg") !== null);
      if (!imageOnly) element.setAttribute(SHADOW, "");
    }
    // What is announced as chosen is shown: a chosen element that looks like one of the rest of its
    // set here is a problem already; one that looks like none of them must keep that in forced colours.
    const unshown: string[] = [];
    for (const element of scope?.querySelectorAll(CHOSEN_SELECTOR) ?? []) {
      const mates = setMates(element);
      const itsLooks = looks(element);
      const alike = mates.find((mate) => looks(mate) === itsLooks);
      if (alike) unshown.push(`the chosen ${describe(element)} looks like ${describe(alike)}: announced as chosen, not shown`);
      else if (mates.length > 0) element.setAttribute(CHOSEN, "");
    }
    return unshown;
  }

  const drawn = (width: string, style: string, color: string) =>
    parseFloat(width) > 0 && style !== "none" && style !== "hidden" && color !== "transparent" && !/^rgba\(.*,\s*0\)$/.test(color);
  const problems: string[] = [];
  for (const element of document.querySelectorAll(`[${SHADOW}]`)) {
    const style = getComputedStyle(element);
    const edged = ["top", "right", "bottom", "left"].some((side) =>
      drawn(style.getPropertyValue(`border-${side}-width`), style.getPropertyValue(`border-${side}-style`), style.getPropertyValue(`border-${side}-color`)),
    );
    if (!edged && !drawn(style.outlineWidth, style.outlineStyle, style.outlineColor))
      problems.push(`${describe(element)} is set apart by its shadow alone: no edge in forced colours`);
    element.removeAttribute(SHADOW);
  }
  // Forced colours paint the canvas colour behind every run of text the mode adjusts: text in that colour is gone.
  const canvasProbe = document.body.appendChild(document.createElement("div"));
  canvasProbe.style.backgroundColor = "Canvas";
  const canvas = getComputedStyle(canvasProbe).backgroundColor;
  canvasProbe.remove();
  for (const element of scope?.querySelectorAll<HTMLElement>("*") ?? []) {
    const style = getComputedStyle(element);
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "");
    if (ownText && style.forcedColorAdjust !== "none" && style.color === canvas && element.checkVisibility()) {
      problems.push(`${describe(element)} has text in the canvas colour, which forced colours paint behind text`);
    }
  }
  for (const element of document.querySelectorAll(`[${CHOSEN}]`)) {
    const alike = setMates(element).find((mate) => looks(mate) === looks(element));
    if (alike) problems.push(`the chosen ${describe(element)} looks like ${describe(alike)} in forced colours`);
    element.removeAttribute(CHOSEN);
  }
  return problems;
}

/**
 * What a forced-colors mode (Windows' contrast themes) would hide on the page as it stands, within
 * `root`: that mode draws every element in the visitor's few system colours and drops shadows
 * (src/theme/forced-colors.ts). Three kinds of problem:
 * - a surface set apart by its shadow alone (a menu, a sheet, a toast, a card) has no edge there: an
 *   element that casts a shadow in the site's colours must show a border or an outline in forced
 *   colours (an image is its own edge);
 * - the chosen one of a set (`aria-selected="true"`, `aria-pressed="true"`, `aria-current`) must look
 *   different from each of the others of its set (same tag, in its tab list, list or navigation): in
 *   the site's colours first (what a screen reader announces as chosen is shown), and still in forced
 *   colours: fill, text colour, border, outline, weight or underline;
 * - no text may be in the canvas colour where the mode adjusts colours: it paints that colour behind
 *   every run of text (a fill of the selection colour with its text colour needs `forced-color-adjust: none`).
 * Read at rest (nothing hovered or focused); the page gets its own colours back.
 */
export async function forcedColorsProblems(page: Page, root = "body"): Promise<string[]> {
  const unshown = await page.evaluate(readLooks, { root, phase: IN_SITE_COLOURS });
  return [...unshown, ...(await whileShownAs(page, "forced colours", () => page.evaluate(readLooks, { root, phase: IN_FORCED_COLOURS })))];
}
