import type { Page } from "playwright-core";
import { whileShownAs } from "./emulated-media";

/**
 * The page printed or saved as PDF (a case study or a cost page passed around a buying team), as
 * Chromium lays it out for print media (`@media print` in src/theme/global-style.ts and the
 * components' own): black text with no background or shadow, the screen's navigation, menu button
 * and forms left out (no heading left above nothing), the header in the flow, the h1 printed, no
 * size container (the printer keeps one whole on a sheet), what the screen folds printed (nothing
 * can be opened on paper), and each link to another site with its address. Read at rest, before
 * anything is opened. `header` is the selector of the site's header.
 */
export async function printProblems(page: Page, header: string): Promise<string[]> {
  const found = await whileShownAs(page, "print", () =>
    page.evaluate((header) => {
      const problems: string[] = [];
      const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        const style = getComputedStyle(element);
        if (style.containerType !== "normal") problems.push(`${describe(element)} is a ${style.containerType} container`);
        if (!element.checkVisibility()) continue;
        if (style.color !== "rgb(0, 0, 0)") problems.push(`${describe(element)} prints in ${style.color}`);
        if (style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.backgroundImage !== "none") problems.push(`${describe(element)} prints a background`);
        if (style.boxShadow !== "none") problems.push(`${describe(element)} prints a shadow`);
      }
      // What the screen folds is printed: an answer behind its button, every tab's panel, a card's features shown on hover.
      for (const control of document.querySelectorAll<HTMLElement>('[aria-expanded="false"][aria-controls]')) {
        const folded = document.getElementById(control.getAttribute("aria-controls")!);
        if (control.checkVisibility() && folded && !folded.checkVisibility())
          problems.push(`${describe(folded)}, folded behind ${describe(control)}, is not printed`);
      }
      for (const panel of document.querySelectorAll<HTMLElement>('main [role="tabpanel"]')) {
        if (!panel.checkVisibility()) problems.push(`the tab panel ${describe(panel)} is not printed`);
      }
      for (const element of document.querySelectorAll<HTMLElement>("main *")) {
        const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "");
        if (ownText && element.checkVisibility() && !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          problems.push(`${describe(element)} is printed transparent`);
      }
      // A link to another site prints its address: paper cannot follow it.
      for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href^="http"]')) {
        if (link.checkVisibility() && !getComputedStyle(link, "::after").content.includes(link.getAttribute("href")!))
          problems.push(`${describe(link)} is printed without its address`);
      }
      // A heading printed above nothing: all that followed it is left out (a form's heading).
      for (const heading of document.querySelectorAll<HTMLElement>("main :is(h1, h2, h3, h4, h5, h6)")) {
        const after: Element[] = [];
        for (let next = heading.nextElementSibling; next; next = next.nextElementSibling) after.push(next);
        if (heading.checkVisibility() && after.length > 0 && after.every((element) => !element.checkVisibility()))
          problems.push(`${describe(heading)} is printed above nothing`);
      }
      const screenOnly = [...document.querySelectorAll(`${header} nav, ${header} button, form, [data-toaster]`)].filter((element) =>
        (element as HTMLElement).checkVisibility(),
      );
      problems.push(...screenOnly.map((element) => `${describe(element)} is printed`));
      const top = document.querySelector(header);
      if (top && getComputedStyle(top).position !== "static") problems.push(`the header is ${getComputedStyle(top).position}`);
      if (!document.querySelector("h1")?.checkVisibility()) problems.push("the h1 is not printed");
      return problems;
    }, header),
  );
  return found.map((problem) => `printed: ${problem}`);
}
