import type { Locator } from "playwright-core";
import { PHONE, nextFrames, openPage, scrollToEnd, url, useBrowser, visit } from "./support/browser";
import { launchContent } from "./support/content";
import { expectNoProblems } from "./support/page-checks";

/**
 * The sections below a page's initial viewport, and the site's footer, are rendered when they near the
 * viewport (src/ui/render-near-viewport.ts). Shown mostly on the page with the most sections, at
 * phone width (the longest scroll): what waits, that scrolling, Tab and in-page links render it where the
 * reader expects it, and that the page's height settles once the reader has scrolled through it.
 */
jest.setTimeout(60_000);

const browser = useBrowser();

const longest = launchContent.sectionPages().reduce((most, page) => (page.sections.length > most.sections.length ? page : most));
// Every section after a page's opening hero may wait; the last is far below the initial viewport.
const last = longest.sections.at(-1)!;
const FOOTER = "footer:not(main footer)";

/**
 * Whether the browser renders the element now: false for what a waiting part holds (the part's
 * own box is always there, at its estimated height).
 */
function rendered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
}

async function untilRendered(locator: Locator): Promise<void> {
  await locator.page().waitForFunction((element) => element.checkVisibility({ contentVisibilityAuto: true }), await locator.elementHandle());
}

/** What a section or the footer holds: the element the part waits with. */
const contents = (part: Locator) => part.locator(":scope > *").first();

// The longest page made of sections, and a case study (its chapters are sections of their own kind).
const WAITING_PAGES = [longest.path, launchContent.caseStudies()[0]!.path];

test.each(WAITING_PAGES)(
  "%s: as loaded, the opening hero is rendered while the last section and the footer wait; scrolled to, each renders with its text",
  async (route) => {
    const { page, context, problems } = await openPage(browser(), { viewport: PHONE });
    await visit(page, route);
    const first = page.locator("main h1");
    const lastSection = page.locator("main section[id]:not(main section[id] section)").last();
    const footer = page.locator(FOOTER);
    expect(await rendered(first)).toBe(true);
    expect([await rendered(contents(lastSection)), await rendered(contents(footer))]).toEqual([false, false]);
    // Its text is in the document all along (find-in-page, screen readers and search engines read it);
    // what is rendered of it is nothing yet.
    expect((await lastSection.textContent())?.trim()).not.toBe("");
    expect(await lastSection.innerText()).toBe("");

    for (const part of [lastSection, footer]) {
      await part.scrollIntoViewIfNeeded();
      await untilRendered(contents(part));
      expect((await part.boundingBox())?.height).toBeGreaterThan(0);
    }
    expect((await lastSection.innerText()).trim()).not.toBe("");
    expectNoProblems(problems);
    await context.close();
  },
);

/** Whether a box from `top` to `bottom` (px from the top of the phone's screen) is outside the screen. */
const offPhoneScreen = ({ top, bottom }: { top: number; bottom: number }) => bottom <= 0 || top >= PHONE.height;

// Reduced motion: where a stop lands once the page has settled, not mid-way through a card's opening.
test(`${longest.path}: Tab from the top of the page into the footer: every focused element is on screen as its part renders`, async () => {
  const { page, context } = await openPage(browser(), { viewport: PHONE, reducedMotion: "reduce" });
  await visit(page, longest.path);
  const offScreen: string[] = [];
  let inFooter = false;
  for (let stop = 0; stop < 400 && !inFooter; stop += 1) {
    await page.keyboard.press("Tab");
    await nextFrames(page);
    const focused = await page.evaluate((footer) => {
      const active = document.activeElement;
      const box = active?.getBoundingClientRect();
      return {
        name: active?.textContent?.trim().slice(0, 40) ?? "",
        top: box?.top ?? -1,
        bottom: box?.bottom ?? -1,
        inFooter: active?.closest(footer) !== null,
      };
    }, FOOTER);
    if (offPhoneScreen(focused)) offScreen.push(`${focused.name} at ${Math.round(focused.top)} px`);
    inFooter = focused.inFooter;
  }
  expect(inFooter).toBe(true);
  expect(offScreen).toEqual([]);
  await context.close();
});

// Assistive technology moves focus as far as it likes in one step, and so can a script: straight to
// the footer from the top of the page. The sections just above the footer render after such a jump and
// take their real heights; the focused link must stay on screen (src/runtime/keep-focus-in-view.ts).
test(`${longest.path}: focus moved in one step from the top of the page to the footer's first, middle or last link stays on screen`, async () => {
  const { page, context } = await openPage(browser(), { viewport: PHONE });
  const links = page.locator(`${FOOTER} a[href]`);
  await visit(page, longest.path);
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  const offScreen: string[] = [];
  // The footer is one part, rendered at once: its top, middle and bottom links stand for the others.
  for (const index of new Set([0, Math.floor(count / 2), count - 1])) {
    await page.goto(url(longest.path));
    const link = links.nth(index);
    await link.evaluate((element) => (element as HTMLElement).focus());
    await untilRendered(link);
    // The sections above render in the frames after the jump.
    await nextFrames(page);
    await nextFrames(page);
    const box = await link.boundingBox();
    if (!box || offPhoneScreen({ top: box.y, bottom: box.y + box.height }))
      offScreen.push(`${await link.getAttribute("href")} at ${Math.round(box?.y ?? 0)} px`);
  }
  expect(offScreen).toEqual([]);
  await context.close();
});

/** Whether the section is rendered with its top under the sticky header: the page's scroll padding, less than a quarter of the screen. */
async function atTopOfScreen(section: Locator): Promise<boolean[]> {
  await untilRendered(contents(section));
  const top = (await section.boundingBox())?.y ?? -1;
  return [top >= 0, top < PHONE.height / 4];
}

// Its island's folding (FAQ answers, reveal cards) and the sections above taking their real heights
// happen after the browser has scrolled to the fragment; neither may move the section away.
test.each(launchContent.sectionPages().map((page) => [page.path, page.sections.at(-1)!.id]))(
  "%s#%s, opened from elsewhere, shows that section at the top of the screen",
  async (route, id) => {
    const { page, context } = await openPage(browser(), { viewport: PHONE });
    await visit(page, `${route}#${id}`);
    expect(await atTopOfScreen(page.locator(`main section[id="${id}"]`))).toEqual([true, true]);
    await context.close();
  },
);

test(`${longest.path}: a link within the page to its last section brings that section to the top of the screen`, async () => {
  const { page, context } = await openPage(browser(), { viewport: PHONE });
  await visit(page, longest.path);
  await page.evaluate((id) => {
    window.location.hash = id;
  }, last.id);
  expect(await atTopOfScreen(page.locator(`main section[id="${last.id}"]`))).toEqual([true, true]);
  await context.close();
});

test(`${longest.path}: once scrolled through, the page keeps its height (each part is counted at the height it was rendered)`, async () => {
  const { page, context } = await openPage(browser(), { viewport: PHONE, reducedMotion: "reduce" });
  await visit(page, longest.path);
  const first = await scrollToEnd(page, PHONE.height / 2);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await nextFrames(page);
  expect(await scrollToEnd(page, PHONE.height / 2)).toBe(first);
  await context.close();
});
