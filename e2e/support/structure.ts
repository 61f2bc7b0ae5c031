import type { Page } from "playwright-core";
import { WIDEST_WORD_PROPERTY, WORD_BOUNDARY } from "../../src/ui/fit-widest-word";

/**
 * Checks of the rendered page that axe leaves to judgement: heading outline, text alternatives
 * that mean something, and target size with WCAG's own exceptions. Each returns one line per
 * problem, empty when the page passes.
 */

/**
 * Every box that lays out a line (its own text, or a form control's) is set in the site's font
 * stack, code excepted: a browser's own font for a control, or any other family, is off the design
 * and one more font for the browser to look up before it lays out the page.
 */
export async function fontProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const site = getComputedStyle(document.body).fontFamily;
    const problems = new Set<string>();
    for (const box of document.querySelectorAll<HTMLElement>("body *")) {
      if (box.closest("svg, code, pre, kbd, samp, script, style, noscript")) continue;
      const ownText = [...box.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "");
      if (!ownText && !box.matches("button, input, select, textarea")) continue;
      const family = getComputedStyle(box).fontFamily;
      const text = (box.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      if (family !== site) problems.add(`${box.tagName.toLowerCase()} "${text}" is set in ${family}`);
    }
    return [...problems];
  });
}

/** One h1, and no level skipped on the way down (h2 → h4 is a skip; h4 → h2 is fine). */
export async function headingProblems(page: Page): Promise<string[]> {
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role='heading'][aria-level]")]
      .filter((heading) => !heading.closest("dialog:not([open]), [hidden], [aria-hidden='true']"))
      .filter(
        (heading) =>
          (heading as HTMLElement).checkVisibility() || heading.closest(".visually-hidden") !== null || heading.classList.contains("visually-hidden"),
      )
      .map((heading) => ({
        level: Number(heading.getAttribute("aria-level") ?? heading.tagName.slice(1)),
        text: (heading.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60),
      })),
  );
  const problems: string[] = [];
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length !== 1) problems.push(`expected one h1, found ${h1s.length}: ${h1s.map((h) => `"${h.text}"`).join(", ")}`);
  if (headings[0] && headings[0].level !== 1) problems.push(`the first heading is h${headings[0].level} "${headings[0].text}", not the h1`);
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous && heading.level > previous.level + 1) {
      problems.push(`h${previous.level} "${previous.text}" is followed by h${heading.level} "${heading.text}" (skipped a level)`);
    }
  });
  return problems;
}

const FILE_NAME = /\.(jpe?g|png|webp|avif|gif|svg)$/i;
const GENERIC_ALT = /^(image|img|photo|picture|graphic|icon|logo|banner|placeholder)\s*\d*$/i;

/** Images have a text alternative that is not a file name or a placeholder, or are marked decorative. */
export async function imageProblems(page: Page): Promise<string[]> {
  const images = await page.evaluate(() => [
    ...[...document.querySelectorAll("img")].map((img) => ({
      kind: "img",
      source: img.getAttribute("src") || img.currentSrc || "",
      alt: img.getAttribute("alt"),
      hidden: img.closest("[aria-hidden='true']") !== null || ["presentation", "none"].includes(img.getAttribute("role") ?? ""),
    })),
    ...[...document.querySelectorAll("svg, [role='img']")]
      .filter((graphic) => !graphic.parentElement?.closest("svg"))
      .map((graphic) => ({
        kind: graphic.tagName.toLowerCase() === "svg" ? "svg" : "role=img",
        source: graphic.outerHTML.slice(0, 60),
        alt:
          graphic.getAttribute("role") === "img"
            ? (graphic.getAttribute("aria-label") ??
              (graphic.getAttribute("aria-labelledby") ? "labelled" : (graphic.querySelector("title")?.textContent ?? null)))
            : null,
        hidden: graphic.closest("[aria-hidden='true']") !== null,
      })),
  ]);
  const problems: string[] = [];
  for (const image of images) {
    if (image.hidden) continue;
    const alt = image.alt?.trim();
    if (image.alt === null) problems.push(`${image.kind} without alt text or aria-hidden: ${image.source}`);
    else if (image.kind === "img" && image.alt === "") continue;
    else if (!alt) problems.push(`${image.kind} with an empty name that is not marked decorative: ${image.source}`);
    else if (FILE_NAME.test(alt) || GENERIC_ALT.test(alt)) problems.push(`${image.kind} with a meaningless alt "${alt}": ${image.source}`);
  }
  return problems;
}

/**
 * WCAG 2.5.8 (AA): targets marked by markKeyboardTargets are at least 24×24 CSS px, unless a
 * 24 px circle on their centre touches no other target (the spacing exception) or they are links
 * inside a sentence (the inline exception).
 */
export async function targetSizeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets = [...document.querySelectorAll<HTMLElement>("[data-kb-target]")].filter(
      (element) => !element.closest(".visually-hidden") && element.getBoundingClientRect().top > -1000,
    );
    const boxes = targets.map((element) => ({ element, rect: element.getBoundingClientRect() }));
    const distance = (x: number, y: number, rect: DOMRect) =>
      Math.hypot(Math.max(rect.left - x, 0, x - rect.right), Math.max(rect.top - y, 0, y - rect.bottom));
    const inSentence = (element: HTMLElement) => {
      if (getComputedStyle(element).display !== "inline") return false;
      const block = element.parentElement;
      const own = (element.textContent ?? "").trim().length;
      return block !== null && (block.textContent ?? "").trim().length > own + 10;
    };
    const problems: string[] = [];
    for (const { element, rect } of boxes) {
      if (rect.width >= 23.5 && rect.height >= 23.5) continue;
      if (inSentence(element)) continue;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const crowded = boxes.some(({ element: other, rect: otherRect }) => {
        if (other === element || other.contains(element) || element.contains(other)) return false;
        const otherSmall = otherRect.width < 23.5 || otherRect.height < 23.5;
        const otherCentre = Math.hypot(otherRect.left + otherRect.width / 2 - x, otherRect.top + otherRect.height / 2 - y);
        return distance(x, y, otherRect) < 12 || (otherSmall && otherCentre < 24);
      });
      if (crowded) {
        const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40) || element.getAttribute("aria-label");
        problems.push(
          `target ${Math.round(rect.width)}×${Math.round(rect.height)} px, under 24×24 and too close to another: ${element.tagName.toLowerCase()} "${text}"`,
        );
      }
    }
    return problems;
  });
}

/**
 * Everything fits the width it is shown at (WCAG 1.4.10 Reflow): the page does not scroll sideways,
 * and no content of the main content is wider than its box, whether it spills over its neighbours
 * (a word too long for a narrow card) or is cut off by a box that hides its overflow, and no icon
 * anywhere on the page is squeezed by the text beside it. Boxes that scroll on purpose (a wide
 * table) are reachable and left out.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px viewport`);
    for (const box of document.querySelectorAll<HTMLElement>("main *")) {
      // Text meant for no eyes: screen-reader text, and what no one perceives (the forms' off-screen trap field).
      if (box.closest(".visually-hidden, svg, [hidden], [aria-hidden='true']")) continue;
      const style = getComputedStyle(box);
      if (["auto", "scroll"].includes(style.overflowX) || ["inline", "contents"].includes(style.display)) continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        const text = (box.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
        const fate = ["hidden", "clip"].includes(style.overflowX) ? "cuts the rest off" : "spills over";
        problems.push(`${box.tagName.toLowerCase()} "${text}" holds ${box.scrollWidth} px of content in ${box.clientWidth} px and ${fate}`);
      }
    }
    // An icon beside long text in a flex row keeps its shape: squeezed, it is drawn smaller than its box.
    for (const icon of document.querySelectorAll<SVGSVGElement>("body svg[viewBox]")) {
      if (!icon.checkVisibility()) continue;
      const { width, height } = icon.getBoundingClientRect();
      const drawing = icon.viewBox.baseVal;
      if (width === 0 || height === 0 || drawing.width === 0 || drawing.height === 0) continue;
      if (Math.abs(width / height - drawing.width / drawing.height) > 0.05) {
        const beside = (icon.parentElement?.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
        problems.push(`an icon beside "${beside}" is squeezed to ${Math.round(width)}×${Math.round(height)} px`);
      }
    }
    return problems;
  });
}

/** What findSplitWords needs from src/ui/fit-widest-word.ts, as plain data a driver can pass into the page. */
export type SplitWordRule = { property: string; boundary: { source: string; flags: string } };
export const SPLIT_WORD_RULE: SplitWordRule = { property: WIDEST_WORD_PROPERTY, boundary: { source: WORD_BOUNDARY.source, flags: WORD_BOUNDARY.flags } };

/**
 * In the page: large text fitted to its box (src/ui/fit-widest-word.ts: the page's and each section's
 * heading, figures) breaks between words only. Returns how many fitted elements show and each word
 * split over two lines ("$2,000,00 / 0"). Self-contained, so that every engine's driver can run it
 * (e2e/support/engines), given SPLIT_WORD_RULE.
 */
export function findSplitWords({ property, boundary }: SplitWordRule): { fitted: number; split: string[] } {
  const wordBoundary = new RegExp(boundary.source, boundary.flags);
  const split: string[] = [];
  let fitted = 0;
  for (const element of document.querySelectorAll<HTMLElement>(`[style*="${property}"]`)) {
    if (!element.checkVisibility()) continue;
    fitted += 1;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      let from = 0;
      for (const word of node.data.split(wordBoundary)) {
        const start = node.data.indexOf(word, from);
        from = start + word.length;
        if (word === "") continue;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, from);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(`${element.tagName.toLowerCase()} "${word}" is split over ${lines.size} lines`);
      }
    }
  }
  return { fitted, split };
}

/** The fitted words split over two lines on the page as it is (findSplitWords). */
export async function splitWordProblems(page: Page): Promise<string[]> {
  return (await page.evaluate(findSplitWords, SPLIT_WORD_RULE)).split;
}
