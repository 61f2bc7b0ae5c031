import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE, openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region, type JsonLdEntity } from "./support/page-checks";
import listPage from "../data/pages/blog.json";
import site from "../data/site.json";
import { blogPosts, bodyParts, readTimeOf } from "./support/blog-posts";

jest.setTimeout(120_000);

/** Every post in data/blog/, newest first (the list's order). */
const POSTS = blogPosts();

const browser = useBrowser();

test("/blog shows its heading and a card per post, newest first, each with every field and a Read More link", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url("/blog"));
  expect(response?.status()).toBe(200);
  await expectHead(page, { ...listPage.seo, path: "/blog", jsonLdTypes: ["WebPage", "BreadcrumbList"] });
  await expect(page.getByRole("heading", { level: 1 }).allTextContents()).resolves.toEqual([listPage.hero.title]);

  const items = itemsOf(region(page, listPage.list.title));
  await expect(items.count()).resolves.toBe(POSTS.length);
  const shown: string[] = [];
  for (const [index, post] of POSTS.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole("heading", { level: 3 }).textContent()).resolves.toBe(post.title);
    const text = (await item.textContent()) ?? "";
    for (const value of [post.category, post.date, await readTimeOf(post), post.excerpt]) expect(text).toContain(value);
    const time = item.locator("time");
    await expect(time.textContent()).resolves.toBe(post.date);
    const dateTime = (await time.getAttribute("datetime")) ?? "";
    shown.push(dateTime);
    const link = item.getByRole("link", { name: /^Read More/ });
    await expect(link.evaluate((element) => element.textContent)).resolves.toBe(`Read More: ${post.title}`);
    await expect(link.getAttribute("href")).resolves.toBe(`/blog/${post.slug}`);
    await expect(item.locator("img[data-main-image]").getAttribute("alt")).resolves.toBe(post.imageAlt);
    await expect(item.locator("picture source[type='image/webp']").count()).resolves.toBe(1);
  }
  expect(shown).toEqual(POSTS.map((post) => post.datePublished));

  const subscribe = region(page, listPage.newsletter.title).getByRole("link", { name: "Subscribe Now" });
  await expect(subscribe.getAttribute("href")).resolves.toBe("/contact");
  await subscribe.click();
  await page.waitForURL(url("/contact"));
  expectNoProblems(problems);
  await context.close();
});

test("Read More opens the article page", async () => {
  const { page, context, problems } = await openPage(browser());
  await visit(page, "/blog");
  const [newest] = POSTS;
  await page.getByRole("link", { name: /^Read More/ }).first().click();
  await page.waitForURL(url(`/blog/${newest?.slug}`));
  await page.getByRole("heading", { level: 1, name: newest?.title }).waitFor();
  expectNoProblems(problems);
  await context.close();
});

describe.each(POSTS.map((post) => [post.slug, post] as const))("/blog/%s", (slug, post) => {
  test("renders the whole article with its facts, Article JSON-LD, canonical and calls to action", async () => {
    const { page, context, problems } = await openPage(browser());
    const path = `/blog/${slug}`;
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(200);
    const graph = await expectHead(page, { ...post.seo, path, jsonLdTypes: ["Article", "BreadcrumbList"] });
    const [articleLd, breadcrumb] = graph as [JsonLdEntity, JsonLdEntity];
    expect(articleLd).toMatchObject({ headline: post.title, datePublished: post.datePublished, author: { name: post.author } });
    expect(new URL(String(articleLd.url)).pathname).toBe(path);
    expect(String(articleLd.image)).toMatch(/^https:\/\/www\.example\.com\/static\/.+\.jpg$/);
    const crumbs = (breadcrumb.itemListElement as Array<{ name: string; item: string }>).map((crumb) => [crumb.name, new URL(crumb.item).pathname]);
    expect(crumbs).toEqual([["Home", "/"], ["Blog", "/blog"], [post.title, path]]);
    await expect(page.locator('meta[property="og:type"]').getAttribute("content")).resolves.toBe("website");

    const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(trail.allTextContents()).resolves.toEqual(["Home", "Blog", post.title]);
    await expect(page.getByRole("heading", { level: 1 }).allTextContents()).resolves.toEqual([post.title]);

    const article = page.getByRole("article");
    const text = (await article.textContent()) ?? "";
    for (const value of [post.category, await readTimeOf(post), `${listPage.article.authorLabel} ${post.author}`, post.excerpt]) expect(text).toContain(value);
    await expect(article.locator("time").getAttribute("datetime")).resolves.toBe(post.datePublished);
    await expect(article.locator("time").textContent()).resolves.toBe(post.date);
    const body = bodyParts(post);
    await expect(article.getByRole("heading", { level: 2 }).allTextContents()).resolves.toEqual(body.headings);
    const paragraphs = await article.locator("p").allTextContents();
    for (const paragraph of body.paragraphs) expect(paragraphs).toContain(paragraph);

    const image = article.locator("img[data-main-image]");
    await expect(image.getAttribute("alt")).resolves.toBe(post.imageAlt);
    await expect(image.getAttribute("loading")).resolves.toBe("eager");
    await expect(image.getAttribute("fetchpriority")).resolves.toBe("high");

    const main = page.getByRole("main");
    const schedule = main.getByRole("link", { name: /^Schedule Consultation/ });
    await expect(schedule.getAttribute("href")).resolves.toBe(site.schedulerUrl);
    await expect(schedule.getAttribute("target")).resolves.toBe("_blank");
    await expect(schedule.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    await expect(main.getByRole("link", { name: "Contact Us" }).getAttribute("href")).resolves.toBe("/contact");
    expectNoProblems(problems);
    await context.close();
  });
});

describe.each([
  ["1366", DESKTOP],
  ["375", PHONE],
] as const)("accessibility at %s px", (_width, viewport) => {
  test.each(["/blog", `/blog/${POSTS[0]!.slug}`, `/blog/${POSTS[POSTS.length - 1]!.slug}`])("%s has no axe violations and no sideways scrolling", async (path) => {
    const { page, context, problems } = await openPage(browser(), { viewport });
    await visit(page, path);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
    expectNoProblems(problems);
    await context.close();
  });
});
