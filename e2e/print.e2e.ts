import { DESKTOP, openPage, renderEveryPart, useBrowser, visit } from "./support/browser";
import { routesToAudit } from "./support/routes-to-audit";
import { SITE_HEADER } from "./support/page-audit";

jest.setTimeout(60_000);

const browser = useBrowser();

/**
 * A page printed or saved as PDF (a case study or a cost page passed around a buying team), as
 * Chromium lays it out for print media (src/theme/global-style.ts): black text with no background or
 * shadow, the screen's navigation, menu button and forms left out, the header in the flow once, and
 * no container that the printer would keep whole on one sheet.
 */
test("every audited route prints black on white, without the screen's navigation, menu button or forms, and with nothing kept whole on one sheet", async () => {
  const { page, context, problems } = await openPage(browser(), { viewport: DESKTOP, reducedMotion: "reduce" });
  await page.emulateMedia({ media: "print" });
  const found: string[] = [];
  for (const route of routesToAudit()) {
    await visit(page, route);
    await renderEveryPart(page);
    const printed = await page.evaluate((header) => {
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
      const screenOnly = [...document.querySelectorAll(`${header} nav, ${header} button, form, [data-toaster]`)].filter((element) =>
        (element as HTMLElement).checkVisibility(),
      );
      problems.push(...screenOnly.map((element) => `${describe(element)} is printed`));
      const top = document.querySelector(header);
      if (top && getComputedStyle(top).position !== "static") problems.push(`the header is ${getComputedStyle(top).position}`);
      if (!document.querySelector("h1")?.checkVisibility()) problems.push("the h1 is not printed");
      return problems;
    }, SITE_HEADER);
    found.push(...printed.map((problem) => `${route}: ${problem}`));
  }
  expect(found).toEqual([]);
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
  await context.close();
});
