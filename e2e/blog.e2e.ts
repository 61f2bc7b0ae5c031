import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE, openPage, url, useBrowser, visit } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region, type JsonLdEntity } from "./support/page-checks";
import listPage from "../data/pages/blog.json";
import site from "../data/site.json";
import p1 from "../data/blog/sap-s4hana-migration-roadmap.json";
import p2 from "../data/blog/total-cost-of-outsourcing-to-india.json";
import p3 from "../data/blog/dynamics-365-finance-operations-vs-business-central.json";
import p4 from "../data/blog/onboard-offshore-developers-in-two-weeks.json";
import p5 from "../data/blog/test-automation-roi.json";
import p6 from "../data/blog/sap-btp-integration-patterns.json";
import p7 from "../data/blog/contract-vs-contract-to-hire-vs-permanent.json";
import p8 from "../data/blog/how-long-does-sap-implementation-take.json";
import p9 from "../data/blog/erp-regression-testing-for-updates.json";
import p10 from "../data/blog/offshore-collaboration-across-time-zones.json";

jest.setTimeout(120_000);

/** The list shows the newest article first. */
const POSTS = [p1, p2, p3, p4, p5, p6, p7, p8, p9, p10].sort((a, b) => b.datePublished.localeCompare(a.datePublished));
const CATEGORIES = ["SAP Implementation", "Microsoft Dynamics", "Staff Augmentation", "Software Testing", "SAP BTP", "Outsourcing"];

const browser = useBrowser();

test("/blog shows its heading and ten article cards, newest first, each with every field and a Read More link", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url("/blog"));
  expect(response?.status()).toBe(200);
  await expectHead(page, { ...listPage.seo, path: "/blog", jsonLdTypes: ["WebPage", "BreadcrumbList"] });
  await expect(page.getByRole("heading", { level: 1 }).allTextContents()).resolves.toEqual([listPage.hero.title]);

  const items = itemsOf(region(page, listPage.list.title));
  await expect(items.count()).resolves.toBe(10);
  const shown: Array<{ category: string; dateTime: string; minutes: number }> = [];
  for (const [index, post] of POSTS.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole("heading", { level: 3 }).textContent()).resolves.toBe(post.title);
    const text = (await item.textContent()) ?? "";
    for (const value of [post.category, post.date, post.readTime, post.excerpt]) expect(text).toContain(value);
    const time = item.locator("time");
    await expect(time.textContent()).resolves.toBe(post.date);
    const dateTime = (await time.getAttribute("datetime")) ?? "";
    const minutes = Number(/^(\d+) min read$/.exec(post.readTime)?.[1]);
    shown.push({ category: post.category, dateTime, minutes });
    const link = item.getByRole("link", { name: /^Read More/ });
    await expect(link.evaluate((element) => element.textContent)).resolves.toBe(`Read More: ${post.title}`);
    await expect(link.getAttribute("href")).resolves.toBe(`/blog/${post.slug}`);
    await expect(item.locator("img[data-main-image]").getAttribute("alt")).resolves.toBe(post.imageAlt);
    await expect(item.locator("picture source[type='image/webp']").count()).resolves.toBe(1);
  }
  // The required fixed facts: six categories, dates January 25 - March 15, 2025, 6-10 minutes.
  expect(new Set(shown.map((card) => card.category))).toEqual(new Set(CATEGORIES));
  const dates = shown.map((card) => card.dateTime);
  expect(dates).toEqual([...dates].sort().reverse());
  expect([dates[dates.length - 1], dates[0]]).toEqual(["2025-01-25", "2025-03-15"]);
  for (const card of shown) expect(card.minutes >= 6 && card.minutes <= 10).toBe(true);

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
    for (const value of [post.category, post.readTime, `${listPage.article.authorLabel} ${post.author}`, post.excerpt]) expect(text).toContain(value);
    await expect(article.locator("time").getAttribute("datetime")).resolves.toBe(post.datePublished);
    await expect(article.locator("time").textContent()).resolves.toBe(post.date);
    await expect(article.getByRole("heading", { level: 2 }).allTextContents()).resolves.toEqual(post.sections.map((section) => section.heading));
    const paragraphs = await article.locator("p").allTextContents();
    for (const paragraph of [...post.intro, ...post.sections.flatMap((section) => section.paragraphs)]) expect(paragraphs).toContain(paragraph);

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
  test.each(["/blog", `/blog/${p8.slug}`, `/blog/${p10.slug}`])("%s has no axe violations and no sideways scrolling", async (path) => {
    const { page, context, problems } = await openPage(browser(), { viewport });
    await visit(page, path);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
    expectNoProblems(problems);
    await context.close();
  });
});
