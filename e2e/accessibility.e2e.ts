import type { Browser, Page } from "playwright-core";
import site from "../data/site.json";
import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE, launchBrowser, openPage, url, visit } from "./support/browser";
import { keyboardProblems, markKeyboardTargets, walkTabOrder } from "./support/keyboard";
import { MISSING_PATH, sitemapPaths } from "./support/sitemap";
import { headingProblems, imageProblems, targetSizeProblems } from "./support/structure";

/**
 * The accessibility gate: every route of the build (from its sitemap, so new pages are covered
 * as soon as they exist) and the 404 page, at desktop and phone widths. Each test collects every
 * problem of a page before asserting, so one failure lists all fixes for that page.
 */
jest.setTimeout(180_000);

const ROUTES = [...sitemapPaths(), MISSING_PATH];
const VIEWPORTS = { desktop: DESKTOP, phone: PHONE } as const;
type ViewportName = keyof typeof VIEWPORTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function load(route: string, viewport: ViewportName) {
  // Reduced motion: styles settle at once, so what is measured is the final state.
  const opened = await openPage(browser, { viewport: VIEWPORTS[viewport], reducedMotion: "reduce" });
  const response = route === MISSING_PATH ? await opened.page.goto(url(route), { waitUntil: "networkidle" }) : await visit(opened.page, route);
  expect(response?.status()).toBe(route === MISSING_PATH ? 404 : 200);
  return opened;
}

/** Opens every collapsed accordion item / disclosure in the main content (the FAQ among them). */
async function openCollapsed(page: Page): Promise<number> {
  const toggles = page.locator('main button[aria-expanded="false"]:not([role="tab"]), main details:not([open]) > summary');
  const count = await toggles.count();
  for (let index = 0; index < count; index += 1) {
    const toggle = toggles.nth(0);
    if (!(await toggle.isVisible())) break;
    await toggle.click();
  }
  return count;
}

/** Selects each tab of each tab list in turn and audits the panel it shows. */
async function auditTabs(page: Page, viewport: ViewportName): Promise<{ tabs: number; violations: string[] }> {
  const tabs = page.locator('main [role="tablist"] [role="tab"]');
  const count = await tabs.count();
  const violations: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect(tab.getAttribute("aria-selected")).resolves.toBe("true");
    const panelId = await tab.getAttribute("aria-controls");
    violations.push(...(await axeViolations(page, { include: `[id="${panelId}"]`, label: `${viewport}, tab ${index + 1} selected` })));
  }
  return { tabs: count, violations };
}

async function axeAudit(route: string, viewport: ViewportName) {
  const { page, context } = await load(route, viewport);
  const violations = await axeViolations(page, { label: viewport });
  const opened = await openCollapsed(page);
  if (opened > 0) violations.push(...(await axeViolations(page, { label: `${viewport}, ${opened} collapsed items opened` })));
  const tabs = await auditTabs(page, viewport);
  violations.push(...tabs.violations);
  if (viewport === "phone") {
    await page.getByRole("button", { name: site.header.menuButtonLabel }).click();
    await page.getByRole("dialog", { name: site.header.sheetTitle }).waitFor({ state: "visible" });
    violations.push(...(await axeViolations(page, { label: "phone, navigation sheet open" })));
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: site.header.servicesLabel }).click();
    violations.push(...(await axeViolations(page, { include: "header", label: "desktop, services menu open" })));
  }
  await context.close();
  return { violations, tabs: tabs.tabs };
}

describe.each(ROUTES)("%s", (route) => {
  test("axe (WCAG 2.2 A/AA): no violations at 1366 and 375 px, with accordions opened, tabs switched and the menus open", async () => {
    const [desktop, phone] = await Promise.all([axeAudit(route, "desktop"), axeAudit(route, "phone")]);
    expect([...desktop.violations, ...phone.violations]).toEqual([]);
    if (route === "/dynamics-365-finance-operations") expect(desktop.tabs).toBeGreaterThanOrEqual(2);
  });

  test.each(Object.keys(VIEWPORTS) as ViewportName[])(
    "%s: skip link, every control reachable by Tab with a visible focus never under the header, 24 px targets, headings, images",
    async (viewport) => {
      const { page, context, problems } = await load(route, viewport);
      const structure = [...(await headingProblems(page)), ...(await imageProblems(page))];
      const targets = await markKeyboardTargets(page);
      const sizes = await targetSizeProblems(page);
      const stops = await walkTabOrder(page);
      expect({ structure, sizes, keyboard: keyboardProblems(targets, stops) }).toEqual({ structure: [], sizes: [], keyboard: [] });
      expect(stops.length).toBeGreaterThan(3);

      // The first Tab reaches the skip link, shown on screen; following it moves focus into main.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.reload({ waitUntil: "networkidle" });
      await page.keyboard.press("Tab");
      const skip = page.locator(":focus");
      await expect(skip.textContent()).resolves.toBe(site.ui.skipLink);
      await expect(skip.getAttribute("href")).resolves.toBe("#main-content");
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= VIEWPORTS[viewport].height).toBe(true);
      await page.keyboard.press("Enter");
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main-content");
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => document.querySelector("main")?.contains(document.activeElement) ?? false)).resolves.toBe(true);
      if (route !== MISSING_PATH) expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
      await context.close();
    },
  );
});

/** The gate's own checks catch what they are for: each breaks the home page on purpose. */
describe("the checks notice a broken page", () => {
  test("no focus outline, a control out of the Tab order, a focused element under the header", async () => {
    const { page, context } = await load("/", "desktop");
    await page.addStyleTag({ content: "footer a:focus-visible { outline: none !important; box-shadow: none !important; }" });
    await page.evaluate(() => {
      document.querySelector("main a, main button")?.setAttribute("tabindex", "-1");
      const button = document.createElement("div");
      button.setAttribute("role", "button");
      button.setAttribute("tabindex", "0");
      button.textContent = "Under the header";
      button.style.cssText = "position: fixed; top: 10px; left: 40%; z-index: 0; width: 120px; height: 30px";
      document.body.append(button);
    });
    const stops = await walkTabOrder(page);
    const problems = keyboardProblems(await markKeyboardTargets(page), stops);
    expect(problems.some((problem) => problem.startsWith("no visible focus indicator: a"))).toBe(true);
    expect(problems).toContain('focused element under the sticky header: div "Under the header"');
    await context.close();
  });

  test("a control that is not reachable by Tab is reported", async () => {
    const { page, context } = await load("/", "desktop");
    const targets = await markKeyboardTargets(page);
    await page.evaluate(() => document.querySelector("[data-kb-target]")?.setAttribute("tabindex", "-1"));
    const problems = keyboardProblems(targets, await walkTabOrder(page));
    expect(problems).toEqual([`not reachable by Tab: ${targets[0]}`]);
    await context.close();
  });

  test("a small crowded target, a skipped heading level, a second h1 and an image named by its file", async () => {
    const { page, context } = await load("/", "desktop");
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      main.insertAdjacentHTML(
        "beforeend",
        '<h1>Second</h1><h4>Deep</h4><img src="/favicon.svg" alt="favicon.svg"><p><button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button></p>',
      );
    });
    await markKeyboardTargets(page);
    await expect(targetSizeProblems(page)).resolves.toHaveLength(2);
    const headings = await headingProblems(page);
    expect(headings.some((problem) => problem.startsWith("expected one h1, found 2"))).toBe(true);
    expect(headings).toContain('h1 "Second" is followed by h4 "Deep" (skipped a level)');
    await expect(imageProblems(page)).resolves.toEqual(['img with a meaningless alt "favicon.svg": /favicon.svg']);
    await context.close();
  });
});
