import { url, useBrowser, useTab, visitInTab } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region, type JsonLdEntity } from "./support/page-checks";
import { blogPosts, bodyParts, dataFile, readTimeOf } from "./support/content";
import { cardImageLoading, describeEachPageWith, listPathFor } from "./support/section-pages";
import { eventually } from "./support/eventually";
import { expectClosingSectionShown } from "./support/section-structure";
import { followByKeyboard, walkListing } from "./support/listing-walk";
import { sitemapPaths, sitePathOf } from "./support/sitemap";
import { categoriesOf, categoryPagePath, numberedPagePath } from "../gatsby/listings/listing-pages";
import { fillPattern, fillPatternWithin } from "../src/lib/text-pattern";
import { SEO_TITLE_MAX_LENGTH } from "../src/components/seo-limits";
import { itemsToCheck } from "./support/items-to-check";
import { expectedSourceTypes, sourceTypesIn } from "./support/image-sources";
import type { SiteFile } from "../src/content-file-types";

const site = dataFile<SiteFile>("site.json");

jest.setTimeout(120_000);

/** Every article in data/blog, newest first: the list's sort rule. */
const POSTS = blogPosts();
/** The labels and closing section every article page shares. */
const labels = site.articlePage;

const browser = useBrowser();
const tab = useTab(browser);

type BlogList = { readMoreLabel: string; pageSize: number; categoryPage: { title: string; intro: string; seoTitle: string; seoDescription: string } };

describeEachPageWith<BlogList>("blogList", (listPage, list) => {
  const { path } = listPage;
  /** The articles of the list's first page: the newest, a page's worth. */
  const firstPage = POSTS.slice(0, list.pageSize);
  test("a card for each of the newest articles, a page's worth, each with every field, its image (the first at once, in the initial viewport) and a Read More link", async () => {
    const { page, problems } = tab();
    await visitInTab(tab(), path);
    const items = itemsOf(region(page, list.title));
    await eventually(async () => expect(await items.count()).toBe(firstPage.length));
    const shown: string[] = [];
    for (const [index, post] of firstPage.entries()) {
      const item = items.nth(index);
      await eventually(async () => expect(await item.getByRole("heading", { level: 3 }).textContent()).toBe(post.title));
      const text = (await item.textContent()) ?? "";
      for (const value of [post.category, post.displayDate, await readTimeOf(post), post.excerpt]) expect(text).toContain(value);
      const time = item.locator("time");
      await eventually(async () => expect(await time.textContent()).toBe(post.displayDate));
      shown.push((await time.getAttribute("datetime")) ?? "");
      const link = item.locator(`a[href="${post.path}"]`);
      await eventually(async () => expect(await link.evaluate((element) => element.textContent)).toBe(`${list.readMoreLabel}: ${post.title}`));
      await eventually(async () => expect(await item.locator("picture img").getAttribute("alt")).toBe(post.imageAlt));
      await eventually(async () => expect(await sourceTypesIn(item)).toEqual(expectedSourceTypes(post.image)));
      const image = item.locator("picture img");
      expect({ loading: await image.getAttribute("loading"), fetchpriority: await image.getAttribute("fetchpriority") }).toEqual(
        cardImageLoading(listPage, list, index),
      );
    }
    expect(shown).toEqual(firstPage.map((post) => post.isoDate));
    expectNoProblems(problems);
  });

  test("its pages, each reached by keyboard from the one before, list every article once, newest first, a page's worth each, with their own title and canonical", async () => {
    const { page, problems } = tab();
    await visitInTab(tab(), path);
    const visits = await walkListing(page, site.listPages);
    expect(visits.map((visit) => visit.titles)).toEqual(pagesOf(POSTS, list.pageSize).map((posts) => posts.map((post) => post.title)));
    expect(visits.map((visit) => visit.path)).toEqual(visits.map((_, index) => numberedPagePath(path, index + 1)));
    for (const [index, visit] of visits.entries()) {
      expect(visit.canonical).toBe(visit.path);
      if (visits.length > 1) expect(visit.current).toBe(String(index + 1));
      if (index > 0)
        expect(visit.title).toContain(fillPatternWithin(site.listPages.pageTitle, { title: listPage.seo.title, page: index + 1 }, SEO_TITLE_MAX_LENGTH));
    }
    expect(sitemapPaths()).toEqual(expect.arrayContaining(visits.map((visit) => visit.path)));
    expectNoProblems(problems);
  });

  test.each(categoriesOf(POSTS).map(({ category }) => [category]))(
    "the category %s: an article's category label leads by keyboard to its listing, which names it and lists its articles only, newest first",
    async (category) => {
      const { page, problems } = tab();
      const posts = POSTS.filter((post) => post.category === category);
      await visitInTab(tab(), posts[0]!.path);
      const label = page.getByRole("main").getByRole("link", { name: category, exact: true }).first();
      await followByKeyboard(page, label);
      const categoryPath = categoryPagePath(path, category);
      expect(sitePathOf(page.url())).toBe(categoryPath);
      expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([fillPattern(list.categoryPage.title, { category })]);
      // Shortened to the title limit where the category and the pattern together are too long.
      expect(await page.title()).toContain(fillPatternWithin(list.categoryPage.seoTitle, { category }, SEO_TITLE_MAX_LENGTH));
      const visits = await walkListing(page, site.listPages);
      expect(visits.map((visit) => visit.titles)).toEqual(pagesOf(posts, list.pageSize).map((slice) => slice.map((post) => post.title)));
      for (const visit of visits) expect(visit.canonical).toBe(visit.path);
      expect(sitemapPaths()).toEqual(expect.arrayContaining(visits.map((visit) => visit.path)));
      // On the last page the walk reached, each card's label leads to the category of its own article.
      for (const post of pagesOf(posts, list.pageSize).at(-1)!) {
        const card = page.locator("main li").filter({ has: page.getByRole("heading", { level: 3, name: post.title, exact: true }) });
        expect(await card.getByRole("link", { name: category, exact: true }).getAttribute("href")).toBe(categoryPath);
      }
      expectNoProblems(problems);
    },
  );
});

/** The items in pages of `size`, as a listing splits them. */
function pagesOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.max(1, Math.ceil(items.length / size)) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

describeEachPageWith<{ readMoreLabel: string }>(
  "blogList",
  ({ path }, list) => {
    test("Read More opens the article page", async () => {
      const { page, problems } = tab();
      await visitInTab(tab(), path);
      const [newest] = POSTS;
      const readMore = page.getByRole("main").locator(`a[href="${newest?.path ?? ""}"]`);
      await eventually(async () => expect(await readMore.evaluate((element) => element.textContent)).toBe(`${list.readMoreLabel}: ${newest?.title ?? ""}`));
      await readMore.click();
      await page.waitForURL(url(newest?.path ?? ""));
      await page.getByRole("heading", { level: 1, name: newest?.title, exact: true }).waitFor();
      expectNoProblems(problems);
    });
  },
  { firstOnly: true },
);

describe.each(itemsToCheck(POSTS).map((post) => [post.path, post] as const))("%s", (path, post) => {
  test("renders the whole article with its facts, Article JSON-LD, canonical and calls to action", async () => {
    const { page, problems } = tab();
    const response = await visitInTab(tab(), path);
    expect(response?.status()).toBe(200);
    const graph = await expectHead(page, { ...post.seo, path, jsonLdTypes: ["Article", "BreadcrumbList"] });
    const [articleLd, breadcrumb] = graph as [JsonLdEntity, JsonLdEntity];
    expect(articleLd).toMatchObject({ headline: post.title, datePublished: post.isoDate, author: { name: post.author } });
    expect(new URL(String(articleLd.url)).pathname).toBe(path);
    // The article's own image, by an absolute address on the site's origin (Gatsby keeps the file's name).
    const shared = new URL(String(articleLd.image));
    expect(shared.origin).toBe(new URL(site.siteUrl).origin);
    expect(shared.pathname).toMatch(/^\/static\/[^/]+\/[^/]+$/);
    expect(shared.pathname.split("/").pop()).toBe(post.image.split("/").pop());
    const crumbs = (breadcrumb.itemListElement as Array<{ name: string; item: string }>).map((crumb) => [crumb.name, new URL(crumb.item).pathname]);
    expect(crumbs).toEqual([
      [labels.homeLabel, "/"],
      [labels.listLabel, listPathFor("blogList", path)],
      [post.title, path],
    ]);
    await eventually(async () => expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("website"));

    const shownCrumbs = page.getByRole("navigation", { name: labels.breadcrumbLabel, exact: true }).getByRole("listitem");
    await eventually(async () => expect(await shownCrumbs.allTextContents()).toEqual([labels.homeLabel, labels.listLabel, post.title]));
    await eventually(async () => expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([post.title]));

    const article = page.getByRole("article");
    const text = (await article.textContent()) ?? "";
    for (const value of [post.category, await readTimeOf(post), `${labels.authorLabel} ${post.author}`, post.excerpt]) expect(text).toContain(value);
    await eventually(async () => expect(await article.locator("time").getAttribute("datetime")).toBe(post.isoDate));
    await eventually(async () => expect(await article.locator("time").textContent()).toBe(post.displayDate));
    const body = bodyParts(post);
    await eventually(async () => expect(await article.getByRole("heading", { level: 2 }).allTextContents()).toEqual(body.headings));
    const paragraphs = await article.locator("p").allTextContents();
    for (const paragraph of body.paragraphs) expect(paragraphs).toContain(paragraph);

    const image = article.getByAltText(post.imageAlt, { exact: true });
    await eventually(async () => expect(await image.getAttribute("loading")).toBe("eager"));
    await eventually(async () => expect(await image.getAttribute("fetchpriority")).toBe("high"));

    // The closing section: its text and every action of the data (scheduler in a new tab without opener).
    await eventually(() => expectClosingSectionShown(page, labels.cta, site.schedulerUrl));
    expectNoProblems(problems);
  });
});
