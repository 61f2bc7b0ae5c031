import type { Locator, Page } from "playwright-core";
import { DESKTOP, openPage, url, useBrowser, useTab, visitInTab } from "./support/browser";
import { expectNoProblems, region } from "./support/page-checks";
import { dataFile } from "./support/content";
import { describeEachPageWith } from "./support/section-pages";
import { PAGE_ROUTES } from "../gatsby/routes/routes";
import { eventually } from "./support/eventually";
import { openWithScriptsHeld } from "./support/held-scripts";
import { headerRowViewport } from "./support/header-links";
import type { SiteFile } from "../src/content-file-types";

const site = dataFile<SiteFile>("site.json");

jest.setTimeout(120_000);

type Link = { label: string; to: string };

/**
 * What the browser adds for the section kinds the launch content shows on the home page: the hero
 * image as loaded, a plain link that leaves the router alone, the FAQ by mouse and keyboard, menu
 * anchors that scroll, safe new tabs. Each is tested on every page whose data holds the kind
 * (e2e/support/section-pages.ts), wherever an editor puts it; what each section shows of its data is
 * the unit tests' (src/sections/__tests__/section-content.test.tsx and the kinds' own).
 */
type HeroSection = { title: string; imageAlt: string };
type IndiaSection = { title: string; primaryLink: Link };
type FaqSection = { id: string; items: Array<{ question: string; answer: string }> };

const browser = useBrowser();

/** The FAQ questions: folded by CSS until the first input hydrates them, then collapsed. */
function faqButtons(page: Page, faq: FaqSection): Locator {
  return page.locator(`section#${faq.id}`).getByRole("button");
}

/**
 * A page loaded anew in the file's one tab. Reduced motion: clicks far down the page need not wait
 * for smooth scrolling and entrance animations to settle (motion has tests of its own).
 */
// As wide as the header's row of links needs (the header's links are followed below).
const tab = useTab(browser, { viewport: headerRowViewport(site), reducedMotion: "reduce" });

async function open(route: string) {
  const opened = tab();
  const response = await visitInTab(opened, route);
  expect(response?.status()).toBe(200);
  return opened;
}

/** Focuses the element the Tab key reaches just before `target` (a click would focus <main>, which takes focus for the skip link). */
async function focusBefore(target: Locator) {
  const focused = await target.evaluate((element) => {
    const tabbable = Array.from(document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")).filter(
      (candidate) => candidate.tabIndex >= 0 && !candidate.matches(":disabled") && candidate.checkVisibility(),
    );
    const before = tabbable.filter(
      (candidate) => !candidate.contains(element) && candidate.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const previous = before[before.length - 1];
    previous?.focus();
    return previous !== undefined && previous === document.activeElement;
  });
  expect(focused).toBe(true);
}

/** The answer a question's button controls. */
async function panelOf(button: Locator): Promise<Locator> {
  return button.page().locator(`#${await button.getAttribute("aria-controls")}`);
}

/** Before any input on it the accordion is not hydrated: CSS folds every answer, and each button says so (collapsed, controlling its answer). */
async function expectFoldedBeforeInput(buttons: Locator) {
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    const panel = await panelOf(button);
    expect(await panel.count()).toBe(1);
    await eventually(async () => expect(await panel.isVisible()).toBe(false));
  }
}

async function expectedOpen(buttons: Locator, open: number[]) {
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    const expanded = open.includes(index);
    await eventually(async () => expect(await button.getAttribute("aria-expanded")).toBe(String(expanded)));
    const panel = await panelOf(button);
    await eventually(async () => expect(await panel.isVisible()).toBe(expanded));
  }
}

describeEachPageWith<HeroSection>("imageHero", ({ path: route }, data) => {
  test("hero: one h1 and a light hero image, loaded eagerly at high priority in the size the layout shows", async () => {
    const { page } = await open(route);
    const headings = await page.getByRole("heading", { level: 1 }).allTextContents();
    expect(headings).toEqual([data.title]);
    const hero = region(page, data.title);
    const image = hero.getByAltText(data.imageAlt, { exact: true });
    await eventually(async () => expect(await image.getAttribute("loading")).toBe("eager"));
    await eventually(async () => expect(await image.getAttribute("fetchpriority")).toBe("high"));
    await eventually(async () => expect(await image.getAttribute("sizes")).toMatch(/^\(min-width: 64em\) 470px/));
    await eventually(async () => expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true));
    const chosen = await image.evaluate((element) => (element as HTMLImageElement).currentSrc);
    expect(chosen).toMatch(/\.webp$/);
    const bytes = (await (await fetch(url(new URL(chosen).pathname))).arrayBuffer()).byteLength;
    expect(bytes).toBeLessThan(30_000);
  });
});

describeEachPageWith<IndiaSection>("figuresAndBenefits", ({ path: route }, data) => {
  test("the India Advantage link is a plain link: the router leaves the click alone and a new document loads", async () => {
    const { page } = await open(route);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      // Runs after React's handlers (they sit on the root element), so it sees whether Gatsby's router took the click.
      window.addEventListener("click", (event) => sessionStorage.setItem("clickPrevented", String(event.defaultPrevented)));
    });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
    await region(page, data.title).getByRole("link", { name: data.primaryLink.label, exact: true }).click();
    await page.waitForURL(url(data.primaryLink.to));
    await page.waitForLoadState("load");
    await eventually(async () => expect(await page.evaluate(() => sessionStorage.getItem("clickPrevented"))).toBe("false"));
    await eventually(async () => expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false)).toBe(false));
    // The router would have fetched the page's data before changing the URL; a plain link asks for the document first.
    const documentAt = requested.indexOf(`document ${data.primaryLink.to}`);
    expect(documentAt).toBeGreaterThanOrEqual(0);
    expect(requested.slice(0, documentAt).filter((entry) => entry.includes(`page-data${data.primaryLink.to}`))).toEqual([]);
  });
});

describeEachPageWith<FaqSection>("faq", ({ path: route }, data) => {
  test("FAQ (#faq): every question of the data, in order, in headings; each answer as written; several open at once by mouse", async () => {
    const { page, problems } = await open(route);
    const buttons = faqButtons(page, data);
    const items = data.items;
    await eventually(async () => expect((await buttons.allTextContents()).map((text) => text.trim())).toEqual(items.map((item) => item.question)));
    await eventually(async () => expect(await page.locator(`section#${data.id}`).locator("h3 > button").count()).toBe(items.length));
    await expectFoldedBeforeInput(buttons);

    for (const [index, item] of items.entries()) {
      await buttons.nth(index).click();
      await eventually(async () => expect(await page.getByRole("region", { name: item.question, exact: true }).textContent()).toContain(item.answer));
    }
    await expectedOpen(buttons, [...items.keys()]);
    // Closing one leaves the others open.
    const last = items.length - 1;
    await buttons.nth(last).click();
    await expectedOpen(buttons, [...items.keys()].slice(0, last));
    expectNoProblems(problems);
  });
});

describeEachPageWith<FaqSection>("faq", ({ path: route }, data) => {
  test("FAQ by keyboard: Tab reaches every question in turn, Enter and Space open several and close one", async () => {
    const { page } = await open(route);
    const buttons = faqButtons(page, data);
    const items = data.items;
    // Focus on what the Tab key reaches just before the first question, wherever the section sits on the page.
    await focusBefore(buttons.first());
    await expectFoldedBeforeInput(buttons);
    const keys = ["Enter", "Space"] as const;
    for (const index of items.keys()) {
      // From the second question on, Tab goes through the open answer's text (nothing focusable in it).
      await page.keyboard.press("Tab");
      await eventually(async () => expect(await buttons.nth(index).evaluate((element) => element === document.activeElement)).toBe(true));
      // Focus hydrates the accordion: every answer starts closed.
      if (index === 0) await expectedOpen(buttons, []);
      await page.keyboard.press(keys[index % 2]!);
      await eventually(async () => expect(await buttons.nth(index).getAttribute("aria-expanded")).toBe("true"));
    }
    await expectedOpen(buttons, [...items.keys()]);
    // The other key closes the last one again; the others stay open.
    const last = items.length - 1;
    await page.keyboard.press(keys[(last + 1) % 2]!);
    await expectedOpen(buttons, [...items.keys()].slice(0, last));
  });
});

describeEachPageWith<FaqSection>("faq", ({ path: route }, data) => {
  test("FAQ without JavaScript: every answer shows under its question, a heading with no button that could claim a fold", async () => {
    const { page, context } = await openPage(browser(), { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto(url(route));
    const section = page.locator(`section#${data.id}`);
    expect(await section.getByRole("button").count()).toBe(0);
    for (const item of data.items) {
      const heading = section.getByRole("heading", { name: item.question, exact: true });
      // Rendered text (the hidden button's is not): the part renders once near the viewport.
      await heading.scrollIntoViewIfNeeded();
      await eventually(async () => expect((await heading.innerText()).trim()).toBe(item.question));
      const answer = page.getByRole("region", { name: item.question, exact: true });
      expect(await answer.isVisible()).toBe(true);
      expect(await answer.textContent()).toContain(item.answer);
    }
    await context.close();
  });

  test("FAQ before the page's scripts: each answer folded and announced collapsed; an early press on a question opens it once live", async () => {
    const { page } = tab();
    const { release } = await openWithScriptsHeld(page, route);
    const buttons = faqButtons(page, data);
    await expectFoldedBeforeInput(buttons);
    const last = data.items.length - 1;
    await buttons.nth(last).click();
    expect(await buttons.nth(last).getAttribute("aria-expanded")).toBe("false");
    await release();
    await expectedOpen(buttons, [last]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});

// A menu entry that names a section of a page ("pages/index#about") scrolls to that section.
for (const link of site.header.links.filter((entry) => "page" in entry && entry.page.includes("#"))) {
  test(`the header's ${link.label} link (${link.to}) scrolls to its section`, async () => {
    const [route = "/", id = ""] = link.to.split("#");
    const { page } = await open(route || "/");
    await eventually(async () => expect(await page.locator(`section#${id}`).count()).toBe(1));
    await page.getByRole("navigation", { name: site.header.navLabel, exact: true }).getByRole("link", { name: link.label, exact: true }).click();
    await page.waitForURL(url(link.to));
    await page.waitForFunction((anchor) => {
      const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < 200;
    }, id);
  });
}

test("every link that opens a new tab has rel=noopener noreferrer", async () => {
  const { page } = await open(PAGE_ROUTES.PageJson("index"));
  const newTab = page.locator("a[target='_blank']");
  // At least every social profile of data/site.json (in the footer of every page) opens in a new tab.
  const hrefs = await newTab.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(expect.arrayContaining(site.social.map((profile) => profile.url)));
  await eventually(async () =>
    expect(await newTab.evaluateAll((links) => links.map((link) => link.getAttribute("rel")))).toEqual(Array(await newTab.count()).fill("noopener noreferrer")),
  );
});
