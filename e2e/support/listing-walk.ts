import type { Locator, Page } from "playwright-core";
import { renderEveryPart, waitForHydration } from "./browser";
import { sitePathOf } from "./sitemap";

/** data/site.json `listPages`: the pagination's labels. */
export type ListPageLabels = { navLabel: string; previousLabel: string; nextLabel: string; pageLabel: string; pageTitle: string };

/** Most Tab presses that may lead from the top of a page to one link (header, crumbs, a page of cards). */
const MOST_TABS = 400;

/** A keyboard user following a link: Tab from the top of the page until the link has focus, then Enter. */
export async function followByKeyboard(page: Page, link: Locator): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (let presses = 0; presses < MOST_TABS; presses += 1) {
    await page.keyboard.press("Tab");
    if (await link.evaluate((element) => element === document.activeElement)) {
      const from = page.url();
      await page.keyboard.press("Enter");
      await page.waitForURL((address) => address.href !== from);
      await waitForHydration(page);
      await renderEveryPart(page);
      return;
    }
  }
  throw new Error(`${MOST_TABS} presses of Tab did not reach ${String(link)}`);
}

/** The titles of the article or case study cards a listing page shows, in order. */
export const cardTitles = (page: Page): Promise<string[]> => page.locator("main li h3").allTextContents();

export type ListingVisit = { path: string; titles: string[]; title: string; canonical: string; current: string | null };

/**
 * Every page of a listing, from the one open in `page` to the last, each reached through the
 * previous page's Next link: its address, card titles, document title, canonical path and the
 * number its pagination marks as current. The first Next is followed with the keyboard, the others
 * by opening the address they link to: the pagination is one component on every page, and Tab
 * through a page of cards costs about a hundred round trips to the browser, which a listing of
 * hundreds of articles repeats for each of its pages.
 */
export async function walkListing(page: Page, labels: ListPageLabels): Promise<ListingVisit[]> {
  const visits: ListingVisit[] = [];
  for (;;) {
    await renderEveryPart(page);
    const nav = page.getByRole("navigation", { name: labels.navLabel, exact: true });
    const hasNav = (await nav.count()) > 0;
    visits.push({
      path: sitePathOf(page.url()),
      titles: await cardTitles(page),
      title: await page.title(),
      canonical: sitePathOf((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "/", "http://x"),
      current: hasNav ? await nav.locator('[aria-current="page"]').textContent() : null,
    });
    const next = nav.getByRole("link", { name: labels.nextLabel, exact: true });
    if (!hasNav || (await next.count()) === 0) return visits;
    if (visits.length > 1000) throw new Error("a listing of more than 1000 pages: its Next links go round in a circle");
    if (visits.length === 1) {
      await followByKeyboard(page, next);
    } else {
      await page.goto(new URL((await next.getAttribute("href")) ?? "", page.url()).href);
      await waitForHydration(page);
    }
  }
}
