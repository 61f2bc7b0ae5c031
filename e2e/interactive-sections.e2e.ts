import type { Page } from "playwright-core";
import { DESKTOP, nextFrames, openContext, openPage, shownWhenScrolledTo, url, useBrowser, visit } from "./support/browser";
import { dataFile, type PageSection, type ServiceAction } from "./support/content";
import { eventually } from "./support/eventually";
import { expectNoProblems, itemsOf, region } from "./support/page-checks";
import { hrefOf } from "./support/section-structure";
import { HYDRATED_ISLAND_ATTRIBUTE } from "../src/islands/attributes";
import { sectionPages } from "./support/section-pages";
import { openWithScriptsHeld } from "./support/held-scripts";
import type { SiteFile } from "../src/content-file-types";

/**
 * What the interactive and animated section kinds do, on every page whose data holds them (a file
 * of data/pages or data/services): tabs by mouse and keyboard, reveal cards by hover, focus and
 * touch, staggered entrance and reduced motion, and everything visible without JavaScript. The
 * content of every section is checked by src/sections/__tests__/section-content.test.tsx.
 */
jest.setTimeout(90_000);

const site = dataFile<SiteFile>("site.json");
const pages = sectionPages();
const browser = useBrowser();

const sectionsOfType = (type: string) =>
  pages.flatMap((page) => page.sections.filter((section) => section.type === type).map((section) => ({ page, section })));

type Entry = { title: string; subtitle: string; description: string; features: string[] };
type RevealCardData = { title: string; features?: string[]; action?: unknown };

for (const { page: owner, section } of sectionsOfType("integrationTabs")) {
  describe(`${owner.path} ${section.title}: tabs`, () => {
    const entries = section.entries as Entry[];
    const last = entries.length - 1;
    const action = section.action as ServiceAction | undefined;

    async function open() {
      const opened = await openPage(browser());
      await visit(opened.page, owner.path);
      return opened;
    }

    async function expectSelectedTab(page: Page, index: number) {
      const scope = region(page, section.title);
      const tabs = scope.getByRole("tab");
      await eventually(async () => {
        expect(await tabs.evaluateAll((elements) => elements.map((tab) => tab.getAttribute("aria-selected")))).toEqual(
          entries.map((_, position) => String(position === index)),
        );
        expect(await tabs.evaluateAll((elements) => elements.map((tab) => tab.getAttribute("tabindex")))).toEqual(
          entries.map((_, position) => (position === index ? "0" : "-1")),
        );
        const panel = scope.getByRole("tabpanel");
        expect(await panel.count()).toBe(1);
        const entry = entries[index]!;
        expect(await panel.getByRole("heading", { level: 3 }).textContent()).toBe(entry.title);
        expect(await panel.textContent()).toContain(entry.subtitle);
        expect(await panel.textContent()).toContain(entry.description);
        expect(await panel.getByRole("listitem").allTextContents()).toEqual(entry.features);
        if (action) expect(await panel.getByRole("link", { name: action.label, exact: true }).getAttribute("href")).toBe(hrefOf(action, site.schedulerUrl));
      });
    }

    test("before the page's scripts: the first tab is selected and says so, each tab controls its panel; an early click on the last selects it once live", async () => {
      const { page, context, problems } = await openPage(browser());
      const { release } = await openWithScriptsHeld(page, owner.path);
      const tabs = region(page, section.title).getByRole("tab");
      expect(await tabs.evaluateAll((elements) => elements.map((tab) => tab.getAttribute("aria-selected")))).toEqual(
        entries.map((_, position) => String(position === 0)),
      );
      for (const tab of await tabs.all()) expect(await page.locator(`[id="${await tab.getAttribute("aria-controls")}"]`).count()).toBe(1);
      await tabs.nth(last).click();
      // Not yet selected by the click (unless it is the first, and only, tab): the press waits for the island.
      expect(await tabs.nth(last).getAttribute("aria-selected")).toBe(String(last === 0));
      await release();
      await expectSelectedTab(page, last);
      expectNoProblems(problems);
      await context.close();
    });

    test("by mouse: the first is selected; clicking a tab or a card shows that entry", async () => {
      const { page, context, problems } = await open();
      await expectSelectedTab(page, 0);
      const scope = region(page, section.title);
      await scope.getByRole("tab").nth(last).click();
      await expectSelectedTab(page, last);
      const card = scope.locator("li > button[aria-pressed]").first();
      await card.click();
      await expectSelectedTab(page, 0);
      await eventually(async () => expect(await card.getAttribute("aria-pressed")).toBe("true"));
      expectNoProblems(problems);
      await context.close();
    });

    test("by keyboard: arrows wrap, Home and End, focus follows, Tab enters the panel", async () => {
      const { page, context } = await open();
      const scope = region(page, section.title);
      await scope.getByRole("tab").first().focus();
      const focusedTab = () => page.evaluate(() => document.activeElement?.getAttribute("role") === "tab" && document.activeElement.textContent);
      const tabText = async (index: number) => scope.getByRole("tab").nth(index).textContent();
      await page.keyboard.press("ArrowRight");
      await expectSelectedTab(page, 1 % entries.length);
      const second = await tabText(1 % entries.length);
      await eventually(async () => expect(await focusedTab()).toBe(second));
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      const wrapped = (entries.length + (1 % entries.length) - 2) % entries.length;
      await expectSelectedTab(page, wrapped);
      const wrappedText = await tabText(wrapped);
      await eventually(async () => expect(await focusedTab()).toBe(wrappedText));
      await page.keyboard.press("Home");
      await expectSelectedTab(page, 0);
      await page.keyboard.press("End");
      await expectSelectedTab(page, last);
      await page.keyboard.press("Tab");
      await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel"));
      await context.close();
    });
  });
}

for (const { page: owner, section } of sectionsOfType("revealCards")) {
  describe(`${owner.path} ${section.title}: reveal cards`, () => {
    const data = section.cards as RevealCardData[];
    const withFeatures = data.flatMap((card, index) => (card.features ? [index] : []));

    test("features show on hover and on keyboard focus, and hide again; with reduced motion, at once", async () => {
      // Reduced motion: each card's features open and close at once instead of over a transition.
      const { page, context, problems } = await openPage(browser(), { reducedMotion: "reduce" });
      await visit(page, owner.path);
      const cards = itemsOf(region(page, section.title));
      const features = (index: number) => cards.nth(index).getByRole("group");
      for (const index of withFeatures) await features(index).waitFor({ state: "hidden" });
      for (const [position, index] of withFeatures.entries()) {
        await cards.nth(index).hover();
        // Nothing transitions, not even for an instant (the card's border and shadow change at once).
        expect(
          await page.evaluate(() =>
            document.getAnimations().flatMap((animation) => (animation instanceof CSSTransition ? [animation.transitionProperty] : [])),
          ),
        ).toEqual([]);
        await features(index).waitFor({ state: "visible" });
        if (position > 0) await features(withFeatures[position - 1]!).waitFor({ state: "hidden" });
        await eventually(async () => expect(await features(index).getByRole("listitem").allTextContents()).toEqual(data[index]!.features));
      }
      await page.mouse.move(0, 0);
      for (const index of withFeatures) await features(index).waitFor({ state: "hidden" });

      const focusable = withFeatures.filter((index) => data[index]!.action);
      for (const index of focusable) {
        await cards.nth(index).getByRole("link").focus();
        await features(index).waitFor({ state: "visible" });
        for (const other of withFeatures.filter((position) => position !== index)) await features(other).waitFor({ state: "hidden" });
      }
      expectNoProblems(problems);
      await context.close();
    });

    test("a tap on a touch screen reveals a card's features, a second tap hides them", async () => {
      const context = await browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await visit(page, owner.path);
      const card = itemsOf(region(page, section.title)).nth(withFeatures[withFeatures.length - 1]!);
      await card.scrollIntoViewIfNeeded();
      await card.getByRole("heading").tap();
      await card.getByRole("group").waitFor({ state: "visible" });
      await card.getByRole("heading").tap();
      await card.getByRole("group").waitFor({ state: "hidden" });
      await context.close();
    });

    test("a tap before the page's scripts reveals the card's features once live", async () => {
      const context = await browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      const { release } = await openWithScriptsHeld(page, owner.path);
      const card = itemsOf(region(page, section.title)).nth(withFeatures[withFeatures.length - 1]!);
      await card.scrollIntoViewIfNeeded();
      await card.getByRole("group").waitFor({ state: "hidden" });
      await card.getByRole("heading").tap();
      await release();
      await card.getByRole("group").waitFor({ state: "visible" });
      await context.close();
    });
  });
}

async function entranceOf(page: Page, section: PageSection) {
  const list = region(page, section.title);
  // As a visitor scrolls: the list first comes near the viewport (its island hydrates then), then into it.
  await list
    .locator("ul, ol")
    .first()
    .evaluate((items) => window.scrollBy(0, Math.max(0, items.getBoundingClientRect().top - window.innerHeight - 100)));
  await list.locator(`[${HYDRATED_ISLAND_ATTRIBUTE}]`).first().waitFor({ state: "attached" });
  await list.scrollIntoViewIfNeeded();
  // The entrance starts from an IntersectionObserver callback, delivered with the next frames.
  await nextFrames(page);
  return {
    motion: await list.locator("[data-motion]").count(),
    animations: await itemsOf(list).evaluateAll((items) => items.map((item) => getComputedStyle(item).animationName)),
    delays: await itemsOf(list).evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay)),
  };
}

const steps = (count: number, ms: number) => Array.from({ length: count }, (_, index) => `${(index * ms) / 1000}s`);

for (const owner of pages) {
  const staggered = owner.sections.filter((section) => section.staggerMs);
  const revealed = owner.sections.filter((section) => section.type === "revealCards");
  const tabbed = owner.sections.filter((section) => section.type === "integrationTabs");
  if (staggered.length === 0 && revealed.length === 0 && tabbed.length === 0) continue;

  describe(`${owner.path}: motion and progressive enhancement`, () => {
    if (staggered.length > 0) {
      test("lists enter staggered by their staggerMs as they scroll into view", async () => {
        const { page, context, problems } = await openPage(browser(), { viewport: { width: 390, height: 740 } });
        await visit(page, owner.path);
        for (const section of staggered) {
          await eventually(async () => {
            const entrance = await entranceOf(page, section);
            expect(entrance.motion).toBe(1);
            expect(entrance.animations.every((name) => name !== "none")).toBe(true);
            // That every item of the data is in the list is the section content test's; here, each enters one step after the one before.
            expect(entrance.delays.length).toBeGreaterThan(0);
            expect(entrance.delays).toEqual(steps(entrance.delays.length, section.staggerMs!));
          });
        }
        expectNoProblems(problems);
        await context.close();
      });

      test("no entrance animation when the visitor prefers reduced motion", async () => {
        const { page, context } = await openPage(browser(), { viewport: { width: 390, height: 740 }, reducedMotion: "reduce" });
        await visit(page, owner.path);
        for (const section of staggered) {
          const entrance = await entranceOf(page, section);
          expect(entrance.motion).toBe(0);
          expect(new Set(entrance.animations)).toEqual(new Set(["none"]));
        }
        await context.close();
      });
    }

    test("without JavaScript every staggered item, every card's features and the first integration are visible", async () => {
      const context = await openContext(browser(), { viewport: DESKTOP, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(url(owner.path));
      for (const section of staggered) {
        const items = itemsOf(region(page, section.title));
        const count = await items.count();
        expect(count).toBeGreaterThan(0);
        for (let index = 0; index < count; index += 1) await expect(shownWhenScrolledTo(items.nth(index))).resolves.toBe(true);
      }
      for (const section of revealed) {
        const groups = region(page, section.title).getByRole("group");
        const count = (section.cards as RevealCardData[]).filter((card) => card.features).length;
        expect(await groups.count()).toBe(count);
        for (let index = 0; index < count; index += 1) await expect(shownWhenScrolledTo(groups.nth(index))).resolves.toBe(true);
      }
      for (const section of tabbed) {
        const first = (section.entries as Entry[])[0]!;
        expect(await region(page, section.title).getByRole("tabpanel").textContent()).toContain(first.subtitle);
      }
      await context.close();
    });
  });
}
