import fs from "fs";
import path from "path";
import type { BrowserContext, Page } from "playwright-core";
import { BLOG_ORDER, CASE_STUDY_ORDER, sortCollection } from "../gatsby/collection-order";
import { parseHeadersFile } from "../gatsby/headers/headers-file";
import { withLinkTargets } from "../gatsby/page-references";
import { PAGE_ROUTES } from "../gatsby/routes";
import { headersForPath } from "../gatsby/headers/policy";
import { shownDate } from "./support/blog-posts";
import { axeViolations } from "./support/axe";
import { openContext, openPageIn, useBrowser, waitForHydration } from "./support/browser";
import { changeContent, type ProofChanges } from "./support/content-proof-data";
import { jsonLdGraph } from "./support/page-checks";
import type { PageSection } from "./support/content";
import { expectServiceSections, type SiteLinks } from "./support/service-sections";
import { buildProject, copyProject, type ProofProject } from "./support/proof-build";
import { builtPagesShowing } from "./support/section-pages";
import { sitemapPaths } from "./support/sitemap";
import { startStaticServer, type StaticServer } from "./support/static-server";

/**
 * The proof that editors own the content: the site is built once more from a changed copy of
 * data/ (lists one longer or one shorter, a new article dated today, a new case study, a removed
 * testimonial and article, a page file copied under a new name) with no code or test touched, and
 * the generic page checks pass on that build: every route of its sitemap answers without errors and
 * shows what its data holds.
 */
jest.setTimeout(20 * 60_000);

type Json = Record<string, unknown>;
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

/** A file of the changed data as the site shows it: links that name a page file carry its address in `to`. */
const readData = <T = Json>(relative: string) =>
  withLinkTargets(JSON.parse(fs.readFileSync(path.join(project.dataDirectory, relative), "utf8")) as unknown) as T;
const dataFiles = (directory: string) =>
  fs
    .readdirSync(path.join(project.dataDirectory, directory))
    .filter((name) => name.endsWith(".json"))
    .map((name) => path.basename(name, ".json"));

/** The changed data's pages (data/pages and data/services files) whose sections hold a kind: file and address, by address. */
const pagesWith = (kind: string) =>
  [
    ...dataFiles("pages").map((name) => ({ file: `pages/${name}.json`, route: PAGE_ROUTES.PageJson(name) })),
    ...dataFiles("services").map((name) => ({ file: `services/${name}.json`, route: PAGE_ROUTES.ServicePageJson(name) })),
  ]
    .filter(({ file }) => readData<{ sections: Array<{ type: string }> }>(file).sections.some((section) => section.type === kind))
    .sort((a, b) => (a.route < b.route ? -1 : 1));

/** The pages of the changed build that show a kind of section are exactly those whose data holds it. */
function expectShownWhereTheDataHoldsIt(kind: string) {
  const pages = pagesWith(kind);
  expect([kind, builtPagesShowing(kind, project.publicDirectory)]).toEqual([kind, pages.map((page) => page.route)]);
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
  expect(dataFiles("blog")).toContain(changes.newPost.slug);
  expect(dataFiles("blog")).not.toContain(changes.removedPost.slug);
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

test("every service page of the changed build shows each section and list of its changed data, in order (the main suite's check)", async () => {
  const site = readData<SiteLinks>("site.json");
  for (const slug of dataFiles("services")) {
    const { sections } = readData<{ sections: PageSection[] }>(`services/${slug}.json`);
    const { page } = await open(PAGE_ROUTES.ServicePageJson(slug));
    await expectServiceSections(page, sections, site);
  }
});

test("the page listing posts lists every post, newest first, the new one dated today among them; each has its page", async () => {
  const posts = sortCollection(
    dataFiles("blog").map((slug) => ({ slug, ...readData<{ title: string; datePublished: string }>(`blog/${slug}.json`) })),
    BLOG_ORDER,
    (post) => post.slug,
  );
  for (const { route } of expectShownWhereTheDataHoldsIt("blogList")) {
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
  expect(articleRoutes.sort()).toEqual(posts.map((post) => PAGE_ROUTES.BlogPostJson(post.slug)).sort());
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

test("the page listing case studies lists every case study in order, the new one included, and each has its page", async () => {
  const studies = sortCollection(
    dataFiles("case-studies").map((slug) => ({ slug, ...readData<{ title: string; order: number }>(`case-studies/${slug}.json`) })),
    CASE_STUDY_ORDER,
    (study) => study.slug,
  );
  for (const { route } of expectShownWhereTheDataHoldsIt("caseStudyList")) {
    const { page } = await open(route);
    for (const study of studies) expect(await page.locator(`main a[href="${PAGE_ROUTES.CaseStudyJson(study.slug)}"]`).count()).toBeGreaterThan(0);
    const text = await page.locator("main").innerText();
    const positions = studies.map((study) => text.indexOf(study.title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  }
  expect(sitemapPaths(project.publicDirectory)).toContain(PAGE_ROUTES.CaseStudyJson(changes.newCaseStudy.slug));
});

test("the removed testimonial is gone from the testimonial lists and the featured ones; every remaining one is shown", async () => {
  const { testimonials } = readData<{ testimonials: Array<{ name: string; featured: boolean }> }>("testimonials.json");
  const featured = testimonials.filter((testimonial) => testimonial.featured);
  for (const [route, expected] of [
    ...expectShownWhereTheDataHoldsIt("testimonialList").map((list) => [list.route, testimonials] as const),
    ...expectShownWhereTheDataHoldsIt("featuredTestimonials").map((shown) => [shown.route, featured] as const),
  ]) {
    const { page } = await open(route);
    const text = await page.locator("main").innerText();
    expect(text).not.toContain(changes.removedTestimonial.content);
    for (const testimonial of expected) expect([route, text.includes(testimonial.name)]).toEqual([route, true]);
  }
});

test("every page whose changed data holds an FAQ shows each of its questions, in order", async () => {
  for (const { file, route } of expectShownWhereTheDataHoldsIt("faq")) {
    const { sections } = readData<{ sections: Array<{ type: string; items?: Array<{ question: string }> }> }>(file);
    const questions = sections.filter((section) => section.type === "faq").flatMap((section) => section.items ?? []);
    const { page } = await open(route);
    const text = await page.locator("main").innerText();
    const positions = questions.map((item) => text.indexOf(item.question));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  }
});
