import { url, useBrowser, useTab, visitInTab } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region, type JsonLdEntity } from "./support/page-checks";
import type siteFile from "../data/site.json";
import { blogPosts, bodyParts, dataFile, readTimeOf } from "./support/content";
import { cardImageLoading, describeEachPageWith, listPathFor } from "./support/section-pages";
import { eventually } from "./support/eventually";
import { expectBandShown } from "./support/section-structure";

const site = dataFile<typeof siteFile>("site.json");

jest.setTimeout(120_000);

/** Every article in data/blog, newest first: the list's sort rule. */
const POSTS = blogPosts();
/** The labels and closing band every article page shares. */
const labels = site.articlePage;

const browser = useBrowser();
const tab = useTab(browser);

describeEachPageWith<{ readMoreLabel: string }>("blogList", (listPage, list) => {
  const { path } = listPage;
  test("a card for every article, newest first, each with every field, its image (the first at once on the first screen) and a Read More link", async () => {
    const { page, problems } = tab();
    await visitInTab(tab(), path);
    const items = itemsOf(region(page, list.title));
    await eventually(async () => expect(await items.count()).toBe(POSTS.length));
    const shown: string[] = [];
    for (const [index, post] of POSTS.entries()) {
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
      await eventually(async () => expect(await item.locator("picture source[type='image/webp']").count()).toBe(1));
      const image = item.locator("picture img");
      expect({ loading: await image.getAttribute("loading"), fetchpriority: await image.getAttribute("fetchpriority") }).toEqual(
        cardImageLoading(listPage, list, index),
      );
    }
    expect(shown).toEqual(POSTS.map((post) => post.isoDate));
    expectNoProblems(problems);
  });
});

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
      await page.getByRole("heading", { level: 1, name: newest?.title }).waitFor();
      expectNoProblems(problems);
    });
  },
  { firstOnly: true },
);

describe.each(POSTS.map((post) => [post.path, post] as const))("%s", (path, post) => {
  test("renders the whole article with its facts, Article JSON-LD, canonical and calls to action", async () => {
    const { page, problems } = tab();
    const response = await visitInTab(tab(), path);
    expect(response?.status()).toBe(200);
    const graph = await expectHead(page, { ...post.seo, path, jsonLdTypes: ["Article", "BreadcrumbList"] });
    const [articleLd, breadcrumb] = graph as [JsonLdEntity, JsonLdEntity];
    expect(articleLd).toMatchObject({ headline: post.title, datePublished: post.isoDate, author: { name: post.author } });
    expect(new URL(String(articleLd.url)).pathname).toBe(path);
    expect(String(articleLd.image)).toMatch(/^https:\/\/www\.example\.com\/static\/.+\.jpg$/);
    const crumbs = (breadcrumb.itemListElement as Array<{ name: string; item: string }>).map((crumb) => [crumb.name, new URL(crumb.item).pathname]);
    expect(crumbs).toEqual([
      [labels.homeLabel, "/"],
      [labels.listLabel, listPathFor("blogList", path)],
      [post.title, path],
    ]);
    await eventually(async () => expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("website"));

    const trail = page.getByRole("navigation", { name: labels.breadcrumbLabel }).getByRole("listitem");
    await eventually(async () => expect(await trail.allTextContents()).toEqual([labels.homeLabel, labels.listLabel, post.title]));
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

    // The closing band: its text and every action of the data (scheduler in a new tab without opener).
    await eventually(() => expectBandShown(page, labels.cta, site.schedulerUrl));
    expectNoProblems(problems);
  });
});
