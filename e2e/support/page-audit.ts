import type { Browser, BrowserContext, Page } from "playwright-core";
import type { PageProblems } from "./browser";
import { axeViolations } from "./axe";
import { DESKTOP, PHONE, REFLOW_WIDTH, allIslandsHydrated, openContext, openPageIn, renderEveryPart, url, visitInTab, waitForHydration } from "./browser";
import { watchCsp } from "./csp";
import { WIDEST_WORD_PROPERTY } from "../../src/ui/fit-widest-word";
import { KEYBOARD_MARK_PREFIX, keyboardProblems, markKeyboardTargets, walkTabOrder } from "./keyboard";
import { crawledPage, readLinks, type CrawledPage } from "./crawl";
import { MISSING_PATH } from "./sitemap";
import { fontProblems, headingProblems, imageProblems, overflowProblems, splitWordProblems, targetSizeProblems } from "./structure";
import { dataFile } from "./content";
import { forcedColorsProblems } from "./forced-colors";
import { printProblems } from "./print";
import { headerRowFromPx } from "./header-links";
import type { SiteFile } from "../../src/content-file-types";

/** The site's header (the banner): sections have <header>s too, audited with the page. */
export const SITE_HEADER = "#gatsby-focus-wrapper header:not(main header)";

const site = dataFile<SiteFile>("site.json");

/**
 * Every page-level check of one route at one width, from one visit in the width's audit tab: the
 * skip link is checked first, on the page as loaded, before anything has moved focus. Page test files
 * check content and behaviour; they leave axe, keyboard, focus, target size, headings, images and
 * sideways scrolling to this audit, so each is done once per route and width.
 */
export const VIEWPORTS = { desktop: DESKTOP, phone: PHONE } as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The page at a new viewport size, as painted: Chromium resolves sizes taken from a container's width
 * (`cqi`, src/ui/fit-widest-word.ts) anew at the next frame, so a read straight after the resize
 * could see a heading at its size for the old width.
 */
async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await fittedTextSettled(page);
}

/**
 * Fitted text (src/ui/fit-widest-word.ts) takes its size from its box's width, and Chromium lays its
 * words out again only in a later frame than a change of that width (a reading right after a resize
 * showed a range on one line wider than its box): resolves once those boxes measure the same in two
 * frames running.
 */
async function fittedTextSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    (property) => {
      const state = window as Window & { __fittedLayout?: string };
      const layout = [
        window.innerWidth,
        ...Array.from(document.querySelectorAll(`[style*="${property}"]`), (box) => `${box.scrollWidth}x${box.scrollHeight}`),
      ].join();
      const settled = state.__fittedLayout === layout;
      state.__fittedLayout = layout;
      return settled;
    },
    WIDEST_WORD_PROPERTY,
    { polling: "raf", timeout: 5_000 },
  );
}

/**
 * What does not fit the reflow width: what scrolls sideways (overflowProblems) and a fitted heading
 * or figure split inside a word (splitWordProblems), each marked with the width; the page gets its
 * phone viewport back.
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  await resizeTo(page, { width: REFLOW_WIDTH, height: PHONE.height });
  const problems = [...(await overflowProblems(page)), ...(await splitWordProblems(page))];
  await resizeTo(page, PHONE);
  return problems.map((problem) => `at ${REFLOW_WIDTH} px: ${problem}`);
}

/** WCAG 1.4.12's text spacing, as a visitor's own style sheet sets it. */
const TEXT_SPACING_CSS =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";

/**
 * With WCAG's text spacing (1.4.12) set by the visitor, no content is lost: the page does not scroll
 * sideways, and no box that hides its overflow cuts its content off (a box at no height is folded on
 * purpose, not cut). Text that runs a little past its box into the padding is still there to read
 * (fitted text is sized for the site's own spacing, src/ui/fit-widest-word.ts). The page gets its
 * own spacing back.
 */
export async function textSpacingProblems(page: Page): Promise<string[]> {
  await page.evaluate((css) => {
    const style = document.createElement("style");
    style.dataset.textSpacing = "";
    style.textContent = css;
    document.head.append(style);
  }, TEXT_SPACING_CSS);
  try {
    await fittedTextSettled(page);
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width) found.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px viewport`);
      for (const box of document.querySelectorAll<HTMLElement>("body *")) {
        if (box.closest(".visually-hidden, svg, [hidden], [aria-hidden='true']") || !box.checkVisibility()) continue;
        const style = getComputedStyle(box);
        const text = (box.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
        const hides = (overflow: string) => overflow === "hidden" || overflow === "clip";
        if (hides(style.overflowX) && box.clientWidth > 0 && box.scrollWidth > box.clientWidth + 1) {
          found.push(`${box.tagName.toLowerCase()} "${text}" holds ${box.scrollWidth} px of content in ${box.clientWidth} px wide and cuts the rest off`);
        }
        if (hides(style.overflowY) && box.clientHeight > 0 && box.scrollHeight > box.clientHeight + 1) {
          found.push(`${box.tagName.toLowerCase()} "${text}" holds ${box.scrollHeight} px of content in ${box.clientHeight} px high and cuts the rest off`);
        }
      }
      return found;
    });
    return problems.map((problem) => `with WCAG text spacing: ${problem}`);
  } finally {
    await page.evaluate(() => document.querySelector("style[data-text-spacing]")?.remove());
    await fittedTextSettled(page);
  }
}

export type AuditFindings = {
  status: string[];
  axe: string[];
  structure: string[];
  sideways: string[];
  targetSize: string[];
  keyboard: string[];
  skipLink: string[];
  scripts: string[];
  csp: string[];
  forcedColors: string[];
  print: string[];
};

/** A page's findings with nothing found: what every audited page must end with. */
export const noFindings = (): AuditFindings => ({
  status: [],
  axe: [],
  structure: [],
  sideways: [],
  targetSize: [],
  keyboard: [],
  skipLink: [],
  scripts: [],
  csp: [],
  forcedColors: [],
  print: [],
});

/**
 * Opens every collapsed accordion item / disclosure in the main content (the FAQ among them), once
 * its island is live: before its first input an accordion folds by CSS alone and claims no state.
 */
async function openCollapsed(page: Page): Promise<number> {
  await allIslandsHydrated(page, "main");
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
    await tab.and(page.locator('[aria-selected="true"]')).waitFor();
    const panelId = await tab.getAttribute("aria-controls");
    violations.push(...(await axeViolations(page, { include: `[id="${panelId}"]`, label: `${viewport}, tab ${index + 1} selected` })));
  }
  return { tabs: count, violations };
}

/** Until it is focused the skip link is out of sight above the page, however many lines its text takes. */
export async function unfocusedSkipLinkProblems(page: Page): Promise<string[]> {
  const bottom = await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('a[href="#main-content"]');
    return link && link !== document.activeElement ? link.getBoundingClientRect().bottom + window.scrollY : null;
  });
  return bottom === null || bottom <= 0 ? [] : [`the skip link shows ${Math.round(bottom)} px into the page before it is focused`];
}

/**
 * Unfocused, the skip link is out of sight; the first Tab reaches it, shown on screen; following it
 * focuses main, and the next Tab reaches main's first control (past main where it holds none, as on
 * a page of a hero alone).
 */
export async function skipLinkProblems(page: Page, viewport: ViewportName, skipLinkText = site.ui.skipLink): Promise<string[]> {
  const hidden = await unfocusedSkipLinkProblems(page);
  await page.keyboard.press("Tab");
  const skip = await page.evaluate(() => {
    const active = document.activeElement as HTMLAnchorElement | null;
    const box = active?.getBoundingClientRect();
    return { text: active?.textContent ?? "", href: active?.getAttribute("href") ?? null, top: box?.top, bottom: box?.bottom };
  });
  const problems: string[] = [...hidden];
  if (skip.text !== skipLinkText) problems.push(`the first Tab stop is "${skip.text}", not the skip link`);
  if (skip.href !== "#main-content") problems.push(`the skip link points to ${skip.href}`);
  // The link slides into view when focused: checked on every frame until it is fully on screen.
  const onScreen = await page
    .waitForFunction(
      (height) => {
        const box = document.activeElement?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= height;
      },
      VIEWPORTS[viewport].height,
      { polling: "raf", timeout: 2_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!onScreen) problems.push(`the focused skip link is not fully on screen (${skip.top} to ${skip.bottom} px)`);
  await page.keyboard.press("Enter");
  if ((await page.evaluate(() => document.activeElement?.id)) !== "main-content") problems.push("following the skip link does not focus #main-content");
  // The next Tab goes on from main: to its first control, or past it where main has none (a page of a hero alone).
  await page.keyboard.press("Tab");
  const { landed, mainHasControl } = await page.evaluate(() => {
    const main = document.querySelector("main");
    const active = document.activeElement;
    const mainHasControl = [...(main?.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]") ?? [])].some(
      (element) => element.tabIndex >= 0 && !element.matches(":disabled") && element.checkVisibility({ visibilityProperty: true }),
    );
    const where = () => {
      if (!main || !active || active === document.body) return "nowhere";
      if (main.contains(active)) return "inside main";
      return main.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? "after main" : "before main";
    };
    return { landed: where(), mainHasControl };
  });
  if (landed !== (mainHasControl ? "inside main" : "after main")) {
    problems.push(`the Tab after the skip link lands ${landed}, though main has ${mainHasControl ? "a control" : "no control"}`);
  }
  return problems;
}

/**
 * The context every audit at one width shares (reduced motion: styles settle at once, so the
 * final state is measured). The routes are visited in one tab of it (openAuditTab); sharing it keeps
 * the browser's cache of the site's scripts and styles from page to page, as a visitor's browser would.
 */
export function openAuditContext(browser: Browser, viewport: ViewportName): Promise<BrowserContext> {
  return openContext(browser, { viewport: VIEWPORTS[viewport], reducedMotion: "reduce" });
}

/**
 * Opens the route in a new page of an audit context, watching the Content-Security-Policy from the
 * first byte, with every part rendered as auditPage checks it.
 */
export async function openForAudit(context: BrowserContext, route: string) {
  const opened = await openPageIn(context);
  const cspViolations = await watchCsp(opened.page);
  const response = await opened.page.goto(url(route));
  await waitForHydration(opened.page);
  await renderEveryPart(opened.page);
  return { ...opened, cspViolations, status: response?.status() ?? 0 };
}

/**
 * One tab that visits route after route: loading a new document in a tab costs about half a second
 * less than opening a new tab for it, and a new document starts with nothing focused, scrolled,
 * opened or logged by the route before (its problem lists are emptied on each visit).
 */
export type AuditTab = {
  page: Page;
  problems: PageProblems;
  cspViolations: () => Promise<string[]>;
  /** The markup of every open menu already given to axe at this width (see axeOncePerMarkup). */
  auditedMenus: Set<string>;
};

export async function openAuditTab(context: BrowserContext): Promise<AuditTab> {
  const { page, problems } = await openPageIn(context);
  return { page, problems, cspViolations: await watchCsp(page), auditedMenus: new Set() };
}

/**
 * axe on the open menu (the header's services disclosure, the phone's navigation sheet), once per
 * distinct markup at a width: the menu is the same component on every route, so most routes show
 * markup already audited, and the same markup with the same styles at the same width gives the
 * same findings. Which entry is current differs from route to route, so the key is the markup without
 * aria-current plus the classes of the current entries: a current entry of a kind (class) not yet
 * seen, or a menu that differs otherwise (an editor's new link), is audited; a violation fails the
 * first route that shows it. The marks the audit's own Tab walk left (numbered per route) are not
 * the menu's markup.
 */
export async function axeOncePerMarkup(tab: AuditTab, include: string, label: string): Promise<string[]> {
  const markup = await tab.page.locator(include).evaluate((element, markPrefix) => {
    // Each route marks its own entry current; the styles that follow from that are keyed by class.
    const copy = element.cloneNode(true) as Element;
    const current = [...copy.querySelectorAll("[aria-current]")].map((entry) => {
      entry.removeAttribute("aria-current");
      return entry.className;
    });
    for (const marked of [copy, ...copy.querySelectorAll("*")]) {
      for (const name of marked.getAttributeNames()) if (name.startsWith(markPrefix)) marked.removeAttribute(name);
    }
    return `${current.join(" ")}|${copy.outerHTML}`;
  }, KEYBOARD_MARK_PREFIX);
  if (tab.auditedMenus.has(markup)) return [];
  tab.auditedMenus.add(markup);
  return axeViolations(tab.page, { include, label });
}

/** A new document in the audit tab, its CSP violations emptied too; resolves with the status. */
async function visitRoute(tab: AuditTab, route: string): Promise<number> {
  await tab.cspViolations();
  const response = await visitInTab(tab, route);
  return response?.status() ?? 0;
}

/**
 * A route the audit did not load, read for the link check alone: its server HTML in a tab with
 * scripts off (`openContext` with `javaScriptEnabled: false`), its links and ids, and what the
 * browser logged (a file that failed to load). What the page's scripts do and log is the audit's
 * part, on the routes it visits: one per template renders the same scripts as the others.
 */
export async function readServerHtmlInTab(tab: Pick<AuditTab, "page" | "problems">, route: string): Promise<CrawledPage> {
  tab.problems.consoleErrors.length = 0;
  tab.problems.pageErrors.length = 0;
  const response = await tab.page.goto(url(route));
  return crawledPage(route, response?.status() ?? 0, await readLinks(tab.page), tab.problems);
}

export type AuditResult = AuditFindings & { tabs: number; tabStops: number; crawled: CrawledPage };

export async function auditPage(tab: AuditTab, route: string, viewport: ViewportName): Promise<AuditResult> {
  const { page, problems, cspViolations } = tab;
  const status = await visitRoute(tab, route);
  // The link check's reading of the page, as loaded (see support/link-check.ts).
  const linksRead = await readLinks(page);
  // Every check below reads boxes or colours of the whole page: each part as it is once scrolled to.
  await renderEveryPart(page);
  const expectedStatus = route === MISSING_PATH ? 404 : 200;
  const findings: AuditFindings = {
    ...noFindings(),
    status: status === expectedStatus ? [] : [`answered ${status}, expected ${expectedStatus}`],
    structure: [...(await headingProblems(page)), ...(await imageProblems(page)), ...(await fontProblems(page)), ...(await splitWordProblems(page))],
  };
  findings.sideways = [
    ...(await overflowProblems(page)),
    ...(viewport === "phone" ? [...(await reflowProblems(page)), ...(await textSpacingProblems(page))] : []),
  ];

  const targets = await markKeyboardTargets(page);
  findings.targetSize = await targetSizeProblems(page);
  // The checks above only read the page; the skip link needs the first Tab of the visit.
  findings.skipLink = await skipLinkProblems(page, viewport);
  const stops = await walkTabOrder(page);
  findings.keyboard = keyboardProblems(targets, stops);
  if (stops.length <= 3) findings.keyboard.push(`only ${stops.length} Tab stops`);

  // At rest, scrolled to the top with nothing focused: wherever the Tab walk or a click left the
  // page, a target partly scrolled under the sticky header would read as obscured.
  const atRest = () =>
    page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo({ top: 0, behavior: "instant" });
    });
  // Printing lays the page out for paper, whatever the window's width: once, at desktop width,
  // before anything is opened (what the screen folds must print).
  if (viewport === "desktop") {
    await atRest();
    findings.print = await printProblems(page, SITE_HEADER);
  }
  // One full-page axe run, with every accordion item and disclosure open: that state has every
  // element of the page as loaded, and the hidden content besides.
  const opened = await openCollapsed(page);
  await atRest();
  findings.axe.push(...(await axeViolations(page, { label: opened > 0 ? `${viewport}, ${opened} collapsed items opened` : viewport })));
  findings.forcedColors.push(...(await forcedColorsProblems(page)));
  const tabs = await auditTabs(page, viewport);
  findings.axe.push(...tabs.violations);
  // The header's menu, whichever this width shows: the sheet, or the row's Services menu.
  if (VIEWPORTS[viewport].width < headerRowFromPx(site)) {
    await page.getByRole("button", { name: site.header.menuButtonLabel, exact: true }).click();
    await page.getByRole("dialog", { name: site.header.sheetTitle, exact: true }).waitFor({ state: "visible" });
    // The rest of the page is inert behind the modal sheet and was audited above.
    findings.axe.push(...(await axeOncePerMarkup(tab, "dialog[open]", `${viewport}, navigation sheet open`)));
    findings.forcedColors.push(...(await forcedColorsProblems(page, "dialog[open]")).map((problem) => `navigation sheet open: ${problem}`));
  } else {
    await page
      .getByRole("navigation", { name: site.header.navLabel, exact: true })
      .getByRole("button", { name: site.header.servicesLabel, exact: true })
      .click();
    await page.locator(`header button[aria-expanded="true"]`).first().waitFor();
    findings.axe.push(...(await axeOncePerMarkup(tab, SITE_HEADER, "desktop, services menu open")));
    findings.forcedColors.push(...(await forcedColorsProblems(page, SITE_HEADER)).map((problem) => `services menu open: ${problem}`));
  }
  // The 404 page is fetched as a missing path: the browser logs that 404 as a console error.
  if (route !== MISSING_PATH) findings.scripts = [...problems.consoleErrors, ...problems.pageErrors];
  // Under the build's own headers (global-setup serves them): nothing the page loads or runs,
  // lazy images reached by the Tab walk included, breaks the Content-Security-Policy.
  findings.csp = await cspViolations();
  return { ...findings, tabs: tabs.tabs, tabStops: stops.length, crawled: crawledPage(route, status, linksRead, problems) };
}
