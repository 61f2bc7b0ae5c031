import type { Page } from "playwright-core";
import { DESKTOP, PHONE, REFLOW_WIDTH, openPage, visit, useBrowser } from "./support/browser";
import { openWithScriptsHeld } from "./support/held-scripts";
import { dataFile } from "./support/content";
import { eventually } from "./support/eventually";
import { headerLabelsOf, headerRowFromPx, headerRowViewport } from "./support/header-links";
import type { SiteFile } from "../src/content-file-types";

const site = dataFile<SiteFile>("site.json");
const { header, footer } = site;
/** Wide enough for the header's row of links, whatever the labels. */
const ROW_VIEWPORT = headerRowViewport(site);

jest.setTimeout(60_000);

const browser = useBrowser();

describe("desktop header", () => {
  test("the header shows its row of links from the window width its labels need, each text on one line inside the header; narrower, the menu button, every text still inside the header (at 320 px too)", async () => {
    const from = headerRowFromPx(site);
    const { page, context, problems } = await openPage(browser(), { viewport: { width: from, height: DESKTOP.height } });
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: header.navLabel, exact: true });
    const menuButton = page.getByRole("button", { name: header.menuButtonLabel, exact: true });
    await eventually(async () => expect([await nav.isVisible(), await menuButton.isVisible()]).toEqual([true, false]));
    expect(await headerTextProblems(page, { oneLine: true })).toEqual([]);
    for (const width of [from - 1, PHONE.width, REFLOW_WIDTH]) {
      await page.setViewportSize({ width, height: DESKTOP.height });
      await eventually(async () => expect([width, await nav.isVisible(), await menuButton.isVisible()]).toEqual([width, false, true]));
      expect([width, await headerTextProblems(page, { oneLine: false })]).toEqual([width, []]);
    }
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    await context.close();
  });

  test("the Services disclosure opens by click and keyboard, lists every group of the data and closes with Escape", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: ROW_VIEWPORT });
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: header.navLabel, exact: true });
    const toggle = nav.getByRole("button", { name: header.servicesLabel, exact: true });
    await expectAttribute(toggle, "aria-expanded", "false");
    const panelId = await toggle.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    await eventually(async () => expect(await page.locator(`[id="${panelId}"]`).isVisible()).toBe(false));

    await toggle.click();
    await expectAttribute(toggle, "aria-expanded", "true");
    const panel = page.locator(`[id="${panelId}"]`);
    await eventually(async () => expect(await panel.isVisible()).toBe(true));
    for (const group of header.serviceGroups) {
      const links = panel.getByRole("list", { name: group.title, exact: true }).getByRole("link");
      expect(await links.allTextContents()).toEqual(group.links.map((link) => link.label));
      expect(await links.evaluateAll((elements) => elements.map((link) => link.getAttribute("href")))).toEqual(group.links.map((link) => link.to));
    }
    await eventually(async () =>
      expect(await panel.getByRole("link", { name: header.viewAllLink.label, exact: true }).getAttribute("href")).toBe(header.viewAllLink.to),
    );

    await page.keyboard.press("Escape");
    await expectAttribute(toggle, "aria-expanded", "false");
    await eventually(async () => expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true));

    await page.keyboard.press("Enter");
    await expectAttribute(toggle, "aria-expanded", "true");
    await page.keyboard.press("Tab");
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(header.serviceGroups[0]?.links[0]?.label));

    await page.mouse.click(5, 600);
    await expectAttribute(toggle, "aria-expanded", "false");
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    await context.close();
  });

  test("in a window too short for it, the open Services panel ends inside the window and scrolls its last link into view", async () => {
    const short = { width: ROW_VIEWPORT.width, height: 320 };
    const { page, context, problems } = await openPage(browser(), { viewport: short });
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: header.navLabel, exact: true });
    const toggle = nav.getByRole("button", { name: header.servicesLabel, exact: true });
    await toggle.click();
    await expectAttribute(toggle, "aria-expanded", "true");
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await eventually(async () => expect(await panel.isVisible()).toBe(true));
    expect(await panel.evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    const last = panel.getByRole("link", { name: header.viewAllLink.label, exact: true });
    await last.focus();
    await eventually(async () => {
      const [link, shown] = [await last.boundingBox(), await panel.boundingBox()];
      expect(link && shown && link.y >= shown.y && link.y + link.height <= Math.min(shown.y + shown.height, short.height)).toBe(true);
    });
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    await context.close();
  });

  test("header links, logo and the call to action point where data/site.json says", async () => {
    const { page, context } = await openPage(browser(), { viewport: ROW_VIEWPORT });
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: header.navLabel, exact: true });
    const links = nav.getByRole("listitem").getByRole("link", { includeHidden: false });
    const visible = await links.evaluateAll((elements) =>
      elements.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => [e.textContent, e.getAttribute("href")]),
    );
    expect(visible).toEqual(header.links.map((link) => [link.label, link.to]));
    // It opens the scheduler in a new tab, and its name says so.
    const cta = nav.getByRole("link", { name: `${header.ctaLabel} ${site.ui.newTab}`, exact: true });
    await eventually(async () => expect(await cta.getAttribute("href")).toBe(site.schedulerUrl));
    await eventually(async () => expect(await cta.getAttribute("target")).toBe("_blank"));
    await eventually(async () => expect(await cta.getAttribute("rel")).toBe("noopener noreferrer"));
    await eventually(async () => expect(await page.getByRole("link", { name: `${site.name}, home`, exact: true }).getAttribute("href")).toBe("/"));
    const siteHeader = page.locator("header").first();
    await eventually(async () => expect(await siteHeader.evaluate((element) => getComputedStyle(element).position)).toBe("sticky"));
    await context.close();
  });

  test("on each page a header link names, the header's links to that page, and no other, are marked as the current page", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: ROW_VIEWPORT });
    const nav = page.getByRole("navigation", { name: header.navLabel, exact: true });
    // A link to a section of a page ("/#about") names a place on a page, not the page itself.
    for (const link of header.links.filter((entry) => !entry.to.includes("#"))) {
      await visit(page, link.to);
      await eventually(async () => expect((await nav.locator("a[aria-current='page']").allTextContents()).sort()).toEqual(headerLabelsOf(header, link.to)));
    }
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    await context.close();
  });
});

describe("mobile navigation sheet", () => {
  test("opens as a modal dialog titled Navigation, traps focus, closes with Escape and returns focus", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: PHONE });
    await visit(page, "/");
    await eventually(async () => expect(await page.getByRole("navigation", { name: header.navLabel, exact: true }).isVisible()).toBe(false));
    const trigger = page.getByRole("button", { name: header.menuButtonLabel, exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: header.sheetTitle, exact: true });
    await dialog.waitFor({ state: "visible" });
    await expectAttribute(trigger, "aria-expanded", "true");
    await eventually(async () => expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true));

    // A modal sheet keeps focus inside however far the visitor tabs.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      const onPage = await page.evaluate(() => document.activeElement !== document.body);
      expect(inside || !onPage).toBe(true);
    }
    const box = await dialog.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(PHONE.width);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await eventually(async () => expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true));
    await expectAttribute(trigger, "aria-expanded", "false");
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    await context.close();
  });

  test("before the page's scripts the menu button says the sheet is closed and names it; an early press opens it once live", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: PHONE });
    const { release } = await openWithScriptsHeld(page, "/");
    const trigger = page.getByRole("button", { name: header.menuButtonLabel, exact: true });
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator(`dialog[id="${await trigger.getAttribute("aria-controls")}"]`).count()).toBe(1);
    await trigger.click();
    await release();
    await page.getByRole("dialog", { name: header.sheetTitle, exact: true }).waitFor({ state: "visible" });
    await expectAttribute(trigger, "aria-expanded", "true");
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    await context.close();
  });

  test("the close button closes it, and following a link closes it and navigates", async () => {
    const { page, context } = await openPage(browser(), { viewport: PHONE });
    await visit(page, "/");
    const trigger = page.getByRole("button", { name: header.menuButtonLabel, exact: true });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: header.sheetTitle, exact: true });
    await dialog.getByRole("button", { name: header.closeLabel, exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    await eventually(async () => expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true));

    await trigger.click();
    // The last of the sheet's own links, or the link to every service where an editor lists none.
    const target = header.links.at(-1) ?? header.viewAllLink;
    await dialog.getByRole("link", { name: target.label, exact: true }).click();
    await page.waitForURL((address) => address.pathname + address.hash === target.to);
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });
});

describe("footer", () => {
  test("has the contact details, every link column and social profile of the data, disabled entries and the copyright", async () => {
    const { page, context } = await openPage(browser(), { viewport: DESKTOP });
    await visit(page, "/");
    const shown = page.locator("footer");
    const { contact } = site;
    const telOf = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;
    await eventually(async () => expect(await shown.getByRole("link", { name: contact.phone, exact: true }).getAttribute("href")).toBe(telOf(contact.phone)));
    await eventually(async () =>
      expect(await shown.getByRole("link", { name: contact.email, exact: true }).getAttribute("href")).toBe(`mailto:${contact.email}`),
    );
    await eventually(async () => expect(await shown.textContent()).toContain(contact.hours));
    for (const part of Object.values(contact.address)) await eventually(async () => expect(await shown.locator("address").textContent()).toContain(part));
    for (const column of footer.columns) {
      const nav = shown.getByRole("navigation", { name: column.title, exact: true });
      await eventually(async () => expect(await nav.count()).toBe(1));
      const enabled = column.links.filter((link) => "to" in link && link.to && !("disabled" in link && link.disabled));
      const links = await nav.getByRole("link").evaluateAll((elements) => elements.map((link) => [link.textContent, link.getAttribute("href")]));
      expect(links).toEqual(enabled.map((link) => [link.label, "to" in link ? link.to : null]));
      // An entry without a page shows as disabled text, announced as coming soon, never as a link.
      const disabled = column.links.filter((entry) => !enabled.includes(entry)).map((entry) => `${entry.label} ${site.ui.comingSoon}`);
      await eventually(async () => expect(await nav.locator("[aria-disabled='true']").allTextContents()).toEqual(disabled));
    }
    for (const profile of site.social) {
      const link = shown.getByRole("link", { name: profile.label, exact: true });
      await eventually(async () => expect(await link.getAttribute("href")).toBe(profile.url));
      await eventually(async () => expect(await link.getAttribute("target")).toBe("_blank"));
      await eventually(async () => expect(await link.getAttribute("rel")).toBe("noopener noreferrer"));
    }
    await eventually(async () => expect(await shown.textContent()).toContain(footer.copyright));
    await context.close();
  });
});

async function expectAttribute(locator: { getAttribute: (name: string) => Promise<string | null> }, name: string, value: string) {
  await eventually(async () => expect(await locator.getAttribute(name)).toBe(value));
}

/**
 * The site header's shown texts that leave it (the header has a fixed height) or, with `oneLine`,
 * wrap. Text not rendered (the closed Services panel, the sheet) has no boxes, and text for screen
 * readers alone sits in a box of 1 px: neither counts.
 */
function headerTextProblems(page: Page, { oneLine }: { oneLine: boolean }): Promise<string[]> {
  return page
    .locator("header")
    .first()
    .evaluate((bar, oneLine) => {
      const box = bar.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const found: string[] = [];
      const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? "";
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const holder = node.parentElement?.getBoundingClientRect();
        if (text === "" || lines.length === 0 || !holder || holder.width <= 1) continue;
        if (oneLine && lines.length > 1) found.push(`"${text}" wraps onto ${lines.length} lines`);
        if (holder.top < box.top || holder.bottom > box.bottom || holder.left < 0 || holder.right > width) found.push(`"${text}" is outside the header`);
      }
      return found;
    }, oneLine);
}
