import fs from "fs";
import path from "path";
import type { BrowserContext, Page } from "playwright-core";
import { parseHeadersFile } from "../gatsby/headers/headers-file";
import { PAGE_ROUTES } from "../gatsby/routes";
import { headersForPath } from "../gatsby/headers/policy";
import { shownDate } from "./support/blog-posts";
import { axeViolations } from "./support/axe";
import { openContext, openPageIn, PHONE, useBrowser, waitForHydration } from "./support/browser";
import { changeContent, type ProofChanges } from "./support/content-proof-data";
import { jsonLdGraph } from "./support/page-checks";
import { contentIn } from "./support/content";
import { expectPageSections } from "./support/section-structure";
import { buildProject, copyProject, type ProofProject } from "./support/proof-build";
import { kindsListing } from "../gatsby/section-collections";
import { builtPagesShowing, pagesListing } from "./support/section-pages";
import { sitemapPaths } from "./support/sitemap";
import { overflowProblems } from "./support/structure";
import { builtPageHtml, metaContent } from "./support/built-head";
import { startStaticServer, type StaticServer } from "./support/static-server";

/**
 * The proof that editors own the content: the site is built once more from a changed copy of
 * data/ (lists one longer or one shorter, a new article dated today, a new case study, a removed
 * testimonial and article, a page file copied under a new name) with no code or test touched, and
 * the generic page checks pass on that build: every route of its sitemap answers without errors and
 * shows what its data holds.
 */
jest.setTimeout(20 * 60_000);

const TODAY = new Date().toISOString().slice(0, 10);

let project: ProofProject;
let changes: ProofChanges;
let server: StaticServer;
let context: BrowserContext;
const browser = useBrowser();

beforeAll(async () => {
  project = copyProject();
  changes = changeContent(project.dataDirectory, TODAY);
  await buildProject(project);
  // Served with the copy's own _headers, as the main suite serves public/: the changed build works under the policy it ships with.
  const rules = parseHeadersFile(fs.readFileSync(path.join(project.publicDirectory, "_headers"), "utf8"));
  server = await startStaticServer(project.publicDirectory, (urlPath) => headersForPath(rules, urlPath));
  // One context for every page of the proof build: each route still gets a page of its own. The
  // proof is about content: with reduced motion nothing animates in the pages kept open.
  context = await openContext(browser(), { reducedMotion: "reduce" });
});

afterAll(async () => {
  await context?.close();
  await server?.close();
  project?.remove();
});

/** The readers of the changed data, as the main suite reads data/. */
const content = () => contentIn(project.dataDirectory);

/** The pages of the changed build that list a collection (by its content type) are exactly those whose changed data holds a section listing it (by address). */
function expectListedWhereTheDataHoldsIt(typeName: string) {
  const pages = pagesListing(typeName, content().sectionPages()).sort((a, b) => (a.path < b.path ? -1 : 1));
  const built = [...new Set(kindsListing(typeName).flatMap((kind) => builtPagesShowing(kind, project.publicDirectory)))].sort();
  expect([typeName, built]).toEqual([typeName, pages.map((page) => page.path)]);
  return pages;
}

type Visit = {
  page: Page;
  status: number | undefined;
  headers: Record<string, string>;
  problems: { consoleErrors: string[]; pageErrors: string[] };
};
const visits = new Map<string, Promise<Visit>>();

/**
 * A route of the proof build, loaded until React has taken over. Each route is loaded once and its
 * page stays open for every later check (closed with the context): the checks only read the page,
 * and page loads are most of this file's time.
 */
function open(route: string): Promise<Visit> {
  let visit = visits.get(route);
  if (!visit) {
    visit = (async () => {
      const { page, problems } = await openPageIn(context);
      const response = await page.goto(`${server.url}${route}`);
      await waitForHydration(page);
      return { page, status: response?.status(), headers: response?.headers() ?? {}, problems };
    })();
    visits.set(route, visit);
  }
  return visit;
}

test("the changed content differs from data/ in every way the proof needs", () => {
  expect(changes.added.length).toBeGreaterThan(0);
  expect(changes.removed.length).toBeGreaterThan(0);
  const slugs = content()
    .blogPosts()
    .map((post) => post.slug);
  expect(slugs).toContain(changes.newPost.slug);
  expect(slugs).not.toContain(changes.removedPost.slug);
});

test("every route of the changed build's sitemap answers 200 with no console or page error", async () => {
  const routes = sitemapPaths(project.publicDirectory);
  const failures: string[] = [];
  // A few at a time: a page load mostly waits for the server and the browser.
  await Promise.all(
    [0, 1, 2].map(async (lane) => {
      for (const route of routes.filter((_, index) => index % 3 === lane)) await open(route);
    }),
  );
  for (const route of routes) {
    const { status, problems } = await open(route);
    if (status !== 200) failures.push(`${route}: HTTP ${status}`);
    for (const message of [...problems.consoleErrors, ...problems.pageErrors]) failures.push(`${route}: ${message}`);
  }
  expect(failures).toEqual([]);
});

test("a page file copied to a new name is a new page: in the sitemap, answering 200 with its h1, title, canonical, trail, headers, no errors or accessibility violations", async () => {
  const { newPage } = changes;
  expect(sitemapPaths(project.publicDirectory)).toContain(newPage.path);
  const { page, status, headers, problems } = await open(newPage.path);
  expect(status).toBe(200);
  expect(headers["content-security-policy"]).toBeDefined();
  expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([newPage.title]);
  expect(await page.title()).toContain(newPage.seoTitle);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname).toBe(newPage.path);
  if (newPage.hasTrail) {
    // The copied file names only the crumbs above it; its own crumb is the copy's title at the copy's address.
    const crumbs = (await jsonLdGraph(page)).find((entity) => entity["@type"] === "BreadcrumbList")?.itemListElement as Array<{ name: string; item: string }>;
    const own = crumbs.at(-1)!;
    expect([own.name, new URL(own.item).pathname]).toEqual([newPage.title, newPage.path]);
  }
  expect(await axeViolations(page)).toEqual([]);
  expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
});

test("every item added to a list shows on its page", async () => {
  const byRoute = new Map<string, typeof changes.added>();
  for (const item of changes.added) byRoute.set(item.route, [...(byRoute.get(item.route) ?? []), item]);
  const missing: string[] = [];
  for (const [route, items] of byRoute) {
    const { page } = await open(route);
    const text = await page.locator("body").innerText();
    for (const item of items) if (!text.includes(item.marker)) missing.push(`${route}: ${item.file} ${item.field} (${item.marker})`);
  }
  expect(missing).toEqual([]);
});

test("every page of the changed build made of sections shows each section of its changed data once, in order, as a region named by its heading (the main suite's check)", async () => {
  for (const { path: route, sections } of content().sectionPages()) {
    const { page } = await open(route);
    await expectPageSections(page, sections);
  }
});

test("the page listing posts lists every post, newest first, the new one dated today among them; each has its page", async () => {
  const posts = content().blogPosts();
  for (const { path: route } of expectListedWhereTheDataHoldsIt("BlogPostJson")) {
    const { page } = await open(route);
    const titles = await page.locator("main article h3, main li h3").allTextContents();
    expect(titles).toEqual(posts.map((post) => post.title));
    // Where the sort rule puts it (the top, unless another post is dated today or later): its own card says today.
    const newCard = page.locator("main li").filter({ has: page.getByRole("heading", { level: 3, name: changes.newPost.title, exact: true }) });
    expect(await newCard.locator("time").textContent()).toBe(shownDate(TODAY));
    expect(await page.locator(`main a[href="${PAGE_ROUTES.BlogPostJson(changes.removedPost.slug)}"]`).count()).toBe(0);
  }
  expect(fs.existsSync(path.join(project.publicDirectory, PAGE_ROUTES.BlogPostJson(changes.removedPost.slug), "index.html"))).toBe(false);
  const routes = sitemapPaths(project.publicDirectory);
  // Every article's address starts with the route of an empty file name.
  const articleRoutes = routes.filter((route) => route.startsWith(PAGE_ROUTES.BlogPostJson("")));
  expect(articleRoutes.sort()).toEqual(posts.map((post) => post.path).sort());
});

test("the new article's Markdown body is rendered: subheading with anchor, safe external link, list, quote, built image", async () => {
  const { page } = await open(PAGE_ROUTES.BlogPostJson(changes.newPost.slug));
  const article = page.locator("article");
  await expect(article.locator("h1").textContent()).resolves.toBe(changes.newPost.title);
  const heading = article.locator("h2#what-it-proves");
  expect(await heading.locator("a").getAttribute("href")).toBe("#what-it-proves");
  const link = article.locator(`a[href="${changes.newPost.externalUrl}"]`);
  expect([await link.getAttribute("target"), await link.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]);
  expect(await article.locator("ul > li").count()).toBeGreaterThanOrEqual(2);
  expect(await article.locator("blockquote").count()).toBe(1);
  const image = article.locator('img[alt="The article image again"]');
  expect(await image.getAttribute("src")).toMatch(/^\/static\/.+\.webp$/);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
});

test("the page listing case studies links to every case study, the new one included, and each has its page", async () => {
  const studies = content().caseStudies();
  for (const { path: route } of expectListedWhereTheDataHoldsIt("CaseStudyJson")) {
    const { page } = await open(route);
    for (const study of studies) expect([study.path, await page.locator(`main a[href="${study.path}"]`).count()]).toEqual([study.path, 1]);
  }
  expect(sitemapPaths(project.publicDirectory)).toEqual(expect.arrayContaining(studies.map((study) => study.path)));
  expect(studies.map((study) => study.slug)).toContain(changes.newCaseStudy.slug);
});

test("the removed testimonial is gone from every page listing testimonials, and each of those pages still shows some", async () => {
  const { testimonials } = content().testimonials();
  for (const { path: route } of expectListedWhereTheDataHoldsIt("TestimonialsJson")) {
    const { page } = await open(route);
    const text = await page.locator("main").innerText();
    expect([route, text.includes(changes.removedTestimonial.content)]).toEqual([route, false]);
    expect([route, testimonials.some((testimonial) => text.includes(testimonial.name))]).toEqual([route, true]);
  }
});

test("at phone width every page whose lists changed, and the new page, fits: no sideways scrolling, no text cut off", async () => {
  const routes = new Set([
    ...changes.added.map((item) => item.route),
    ...content()
      .sectionPages()
      .map((page) => page.path),
    changes.newPage.path,
  ]);
  const phone = await openContext(browser(), { viewport: PHONE, reducedMotion: "reduce" });
  const problems: string[] = [];
  try {
    const { page } = await openPageIn(phone);
    for (const route of routes) {
      await page.goto(`${server.url}${route}`);
      await waitForHydration(page);
      for (const problem of await overflowProblems(page)) problems.push(`${route}: ${problem}`);
    }
  } finally {
    await phone.close();
  }
  expect(problems).toEqual([]);
});

test("the new article, with no step of its own, is first in the feed, dated today in the sitemap, and shares its own card", () => {
  const articlePath = PAGE_ROUTES.BlogPostJson(changes.newPost.slug);
  const read = (file: string) => fs.readFileSync(path.join(project.publicDirectory, file), "utf8");
  const firstItem = /<item>([\s\S]*?)<\/item>/.exec(read("rss.xml"))?.[1] ?? "";
  expect(firstItem).toContain(`${articlePath}</link>`);
  expect(firstItem).toContain(changes.newPost.title);
  const entry = [...read("sitemap-0.xml").matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url = ""]) => url).find((url) => url.includes(`${articlePath}</loc>`));
  expect(/<lastmod>([^<]+)<\/lastmod>/.exec(entry ?? "")?.[1]?.slice(0, 10)).toBe(TODAY);
  const card = new URL(metaContent(builtPageHtml(articlePath, project.publicDirectory), "og:image") ?? "/").pathname;
  expect(card).toMatch(/^\/social-cards\//);
  expect(fs.existsSync(path.join(project.publicDirectory, card))).toBe(true);
});
