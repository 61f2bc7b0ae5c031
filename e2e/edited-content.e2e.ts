import fs from "fs";
import path from "path";
import type { BrowserContext, FrameLocator, Page } from "playwright-core";
import { parseHeadersFile } from "../gatsby/headers/headers-file";
import { PAGE_ROUTES, routeOfFile } from "../gatsby/routes/routes";
import { headersForPath } from "../gatsby/headers/policy";
import { validateContentFile } from "../gatsby/content-checks/validate-content";
import { builtHtml, builtPageDataFile, builtPages } from "../gatsby/files/built-html";
import { isAdminFile } from "../gatsby/cms/admin-files";
import { kindsListing } from "../gatsby/listings/section-collections";
import { pageFiles, sectionPageFiles } from "../gatsby/routes/page-files";
import { headingIdOf } from "../src/ui/section";
import { sectionSelection, selectTestimonials } from "../src/sections/testimonial-selection";
import { bodyParts, readTimeOf } from "./support/blog-posts";
import { shownDate } from "../src/lib/shown-date";
import { axeViolations } from "./support/axe";
import { skipLinkProblems, unfocusedSkipLinkProblems } from "./support/page-audit";
import { openContext, openPageIn, PHONE, renderEveryPart, useBrowser, waitForHydration } from "./support/browser";
import { entryFileName, openCmsAdmin, stylesOf, written, type CmsAdmin } from "./support/cms-admin";
import { changeContent, pageToCopy, writeJson, type ContentChanges } from "./support/edited-content-data";
import { eventually } from "./support/eventually";
import { headerLabelsOf, headerRowViewport } from "./support/header-links";
import { jsonLdGraph } from "./support/page-checks";
import { blogPosts, contentIn } from "./support/content";
import { expectPageSections } from "./support/section-structure";
import { buildProject, copyProject, type EditedProject } from "./support/edited-content-build";
import { builtPagesShowing, pagesListing } from "./support/section-pages";
import { sitemapPaths } from "./support/sitemap";
import { sampleOfRoutes } from "./support/routes-to-audit";
import { inLanes } from "./support/in-lanes";
import { overflowProblems } from "./support/structure";
import { forcedColorsProblems } from "./support/forced-colors";
import { walkListing, type ListPageLabels } from "./support/listing-walk";
import { CATEGORY_FOLDER, categoryPagePath } from "../gatsby/listings/listing-pages";
import { DEFAULT_FEED_LENGTH } from "../gatsby/feeds/feeds";
import { builtPageHtml, metaContent } from "./support/built-head";
import { startStaticServer, type StaticServer } from "./support/static-server";
import { CLS_BUDGET, layoutShifts, recordShifts, scrollThrough, totalShift } from "./support/layout-shifts";
import type { SiteFile } from "../src/content-file-types";

/**
 * The edited-content test: editors own the content. A copy of the project is changed as editors change it:
 * first through the CMS at /admin (the built admin under its own headers, the local backend writing
 * the copy's data/), each task done through the forms (a testimonial, a section title, a question
 * moved, an article, a page duplicated into a new landing page) and each file written checked by the
 * build's own validation (gatsby/content-checks/validate-content.ts); then by a program, in every way the content
 * can vary (lists one longer or one shorter, a new article dated today, a new case study, a removed
 * testimonial and article). The copy is then built once, with no code or test touched, and the
 * generic page checks pass on that build: every route of its sitemap answers without errors and
 * shows what its data holds, what was saved in the CMS included.
 */
jest.setTimeout(120_000);
const BUILD_TIMEOUT = 20 * 60_000;

const TODAY = new Date().toISOString().slice(0, 10);

type Json = Record<string, unknown>;

let project: EditedProject;
const browser = useBrowser();

beforeAll(() => {
  project = copyProject();
});

afterAll(() => project?.remove());

const data = (file: string) => path.join(project.dataDirectory, file);
const read = (file: string) => JSON.parse(fs.readFileSync(data(file), "utf8")) as Json;
const sectionsOf = (file: string) => read(file).sections as Array<Json & { type: string; title?: string }>;

/**
 * The first file (by name) of a folder of page files, and the address the site's route rule gives
 * it: one of the project's own data, which the main build has built, never one a CMS task above
 * added to the copy (its name may come first).
 */
function firstEntry(folder: string, preferred: (content: Json) => boolean = () => true): { name: string; file: string; route: string } {
  const files = pageFiles(path.resolve("data")).filter((page) => page.directory === folder);
  const first = files.find((page) => preferred(JSON.parse(fs.readFileSync(page.file, "utf8")) as Json)) ?? files[0];
  if (!first) throw new Error(`data/${folder} holds no page file`);
  return { name: first.name, file: `${folder}/${first.name}.json`, route: first.route };
}
const service = () => firstEntry("services");

/** The schema and content problems of a file the CMS wrote (empty when it is valid). */
const problemsOf = (file: string) => validateContentFile(data(file), project.dataDirectory).map((problem) => problem.message);

/** What the CMS tasks saved, for the build of the copy to show. */
const saved: {
  testimonial?: { content: string };
  sectionTitle?: { route: string; title: string };
  questions?: { route: string; sectionId: string; firstTwo: string[] };
  article?: { route: string; title: string; link: string; listItems: string[] };
  /** A page duplicated to a new file: its address, the texts given to the copy, and whether it has a breadcrumb trail. */
  newPage?: { path: string; title: string; seoTitle: string; hasTrail: boolean };
} = {};

const SECTION_STYLE = ["background-color", "background-image", "padding-top", "color"] as const;
const HEADING = ["font-size", "font-weight", "color", "text-align"] as const;

describe("editors in the CMS at /admin", () => {
  let cms: CmsAdmin;

  beforeAll(async () => {
    cms = await openCmsAdmin(browser(), project.root);
  });

  afterAll(async () => {
    await cms?.close();
  });

  test("the CMS loads under its own policy, reads its configuration once, and the local backend needs no account", () => {
    expect(cms.configRequests).toHaveLength(1);
    expect(cms.problems.pageErrors).toEqual([]);
    expect(cms.problems.consoleErrors.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
  });

  test("the site does not pay for the CMS: no page, bundle or sitemap entry names it; /admin is never indexed", async () => {
    const publicDirectory = path.resolve("public");
    const bundles = fs.readdirSync(publicDirectory).filter((name) => name.endsWith(".js"));
    expect(bundles.length).toBeGreaterThan(3);
    // Neither Decap nor the preview (its bundle and snapshot sit in public/admin, named below).
    expect(bundles.filter((name) => /decap|netlify-cms|preview-data\.json/i.test(fs.readFileSync(path.join(publicDirectory, name), "utf8")))).toEqual([]);
    const pages = builtPages(publicDirectory).filter((file) => !isAdminFile(publicDirectory, file));
    expect(pages.filter((file) => /\/admin\b|decap/i.test(fs.readFileSync(file, "utf8")))).toEqual([]);
    expect(sitemapPaths().filter((route) => route.startsWith("/admin"))).toEqual([]);
    const response = await fetch(`${cms.server.url}/admin`);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval';/);
    expect(await response.text()).toContain('<meta name="robots" content="noindex,nofollow">');
  });

  test("adds a testimonial: the file gains it at the end, and stays valid", async () => {
    await cms.open("testimonial", "/collections/settings/entries/testimonials");
    await cms.page.getByRole("button", { name: /Add testimonials/ }).click();
    const entry = {
      name: "Anna K.",
      role: "Finance Director",
      company: "Regional Food Producer",
      industry: "Manufacturing",
      content: "Our month-end close is a week shorter.",
      rating: "5",
      results: "Month-end close cut from 10 to 4 days",
      projectType: "Dynamics 365 Business Central",
    };
    const labels: Record<keyof typeof entry, string> = {
      name: "Name",
      role: "Role",
      company: "Company",
      industry: "Industry",
      content: "Content",
      rating: "Rating",
      results: "Results",
      projectType: "Project type",
    };
    for (const [key, value] of Object.entries(entry))
      await cms
        .field(labels[key as keyof typeof entry])
        .last()
        .fill(value);
    await cms.publish();
    await written(() => {
      const testimonials = read("testimonials.json").testimonials as Json[];
      expect(testimonials.at(-1)).toEqual({ ...entry, rating: 5, featured: false });
    });
    expect(problemsOf("testimonials.json")).toEqual([]);
    saved.testimonial = { content: entry.content };
  });

  test("edits a service page's section text, and nothing else of the file", async () => {
    const { name, file, route } = service();
    const before = sectionsOf(file);
    const index = before.findIndex((section, at) => at > 0 && typeof section.title === "string");
    const target = before[index]!;
    const edited = `${target.title!} Today`;
    await cms.open("service", `/collections/services/entries/${name}`);
    const section = cms.listItem(target.title!);
    await cms.expand(section);
    await cms.field("Title", section).first().fill(edited);
    await cms.publish();
    await written(() => expect(sectionsOf(file)[index]!.title).toBe(edited));
    expect(sectionsOf(file)).toEqual(before.map((section, at) => (at === index ? { ...section, title: edited } : section)));
    expect(problemsOf(file)).toEqual([]);
    saved.sectionTitle = { route, title: edited };
  });

  test("moves a page's first FAQ item below the second", async () => {
    type Faq = { id: string; title: string; items: Array<{ question: string }> };
    const faqOf = (file: string) => sectionsOf(file).find((section) => section.type === "faq") as unknown as Faq | undefined;
    // The first page made of sections (pages, then services) with a list of questions to reorder.
    const pages = sectionPageFiles(project.dataDirectory).map(({ directory, name, route }) => ({ directory, name, route, file: `${directory}/${name}.json` }));
    const withQuestions = (least: number) => pages.find(({ file }) => (faqOf(file)?.items.length ?? 0) >= least);
    // Where an editor has left no list of two, the copy's first list of questions gains a second.
    const entry = withQuestions(2) ?? withQuestions(1);
    if (!entry) throw new Error("no page has a FAQ section to reorder questions in");
    const { file } = entry;
    if (faqOf(file)!.items.length < 2) {
      const json = read(file) as { sections: Array<{ type: string; items?: Array<{ question: string; answer: string }> }> };
      json.sections.find((section) => section.type === "faq")!.items!.push({ question: "A second question of the test's?", answer: "Its answer." });
      writeJson(data(file), json);
    }
    const faq = faqOf(file)!;
    const [first, second, ...rest] = faq.items;
    await cms.open("faq", `/collections/${entry.directory}/entries/${entry.name}`);
    await cms.expand(cms.listItem(faq.title));
    const target = cms.listItem(second!.question);
    await target.scrollIntoViewIfNeeded();
    const from = await cms.listItem(first!.question).locator("[aria-roledescription=sortable]").first().boundingBox();
    const to = await target.locator("[aria-roledescription=sortable]").first().boundingBox();
    // Dragged by its handle, as an editor does (the list reorders on pointer moves, not keys).
    await cms.page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await cms.page.mouse.down();
    await cms.page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 + 10, { steps: 5 });
    await cms.page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2 + 30, { steps: 15 });
    await cms.page.mouse.up();
    // The preview's questions (an island, rendered as a component there) follow the drag before it is saved.
    const order = [second, first, ...rest].map((item) => item!.question);
    await eventually(async () => expect(await cms.preview().locator(`section#${faq.id} button[aria-controls]`).allTextContents()).toEqual(order), 15_000);
    await cms.publish();
    await written(() => {
      expect(faqOf(file)!.items).toEqual([second, first, ...rest]);
    });
    expect(problemsOf(file)).toEqual([]);
    saved.questions = { route: entry.route, sectionId: faq.id, firstTwo: [second!.question, first!.question] };
  });

  test("adds an article with an uploaded image, a link and a list: a new valid file, its image in data/images/blog", async () => {
    // Any photo of the blog's will do as the upload.
    const photo = fs.readdirSync(data("images/blog")).find((name) => name.endsWith(".jpg"))!;
    const upload = path.join(project.root, "erp-upgrade.jpg");
    fs.copyFileSync(data(`images/blog/${photo}`), upload);
    // Dated as the newest article: neither the oldest (which the program's changes remove) nor today's.
    const date = fs
      .readdirSync(data("blog"))
      .map((name) => String(read(`blog/${name}`).datePublished))
      .sort()
      .at(-1)!;
    const title = "Five Questions Before an ERP Upgrade";
    const link = "https://www.sap.com";
    const listItems = ["scope", "data"];
    await cms.open("article", "/collections/blog/new");
    await cms.field("Title").first().fill(title);
    await cms.field("Excerpt").fill("What to settle before the upgrade starts.");
    await cms.field("Category").fill("ERP");
    await cms.field("Date published").fill(date);
    await cms.field("Author").fill("The editors");
    await cms.page.getByRole("button", { name: "Choose an image", exact: true }).first().click();
    await cms.page.locator("input[type=file]").setInputFiles(upload);
    await cms.page.getByRole("button", { name: "Choose selected", exact: true }).click();
    await cms.field("Image alt").first().fill("A dashboard of test results");
    await cms.field("Title").nth(1).fill(title);
    await cms.field("Description").fill("What to settle before an ERP upgrade starts: scope, data, testing, people and the date you can live with.");
    await cms.page.getByRole("button", { name: /Add keywords/ }).click();
    await cms.field("Keyword").last().fill("ERP upgrade");
    // The body's first block, written in Markdown (the editor's switch from rich text).
    await cms.page.getByRole("button", { name: /Add body/ }).click();
    await cms.page.getByRole("switch").last().click();
    await cms.page.locator("[contenteditable=true]").last().click();
    await cms.page.keyboard.type(`Read [the upgrade guide](${link}) first.`);
    await cms.page.keyboard.press("Enter");
    await cms.page.keyboard.press("Enter");
    for (const [at, item] of listItems.entries()) {
      if (at > 0) await cms.page.keyboard.press("Enter");
      await cms.page.keyboard.type(`- ${item}`);
    }
    await cms.publish();
    const file = `blog/${entryFileName(title)}.json`;
    // The entry and its image are saved by two requests; the image is whole once it has the upload's size.
    const image = data("images/blog/erp-upgrade.jpg");
    await written(() => {
      expect(fs.existsSync(data(file)) && read(file).datePublished).toBe(date);
      expect(fs.existsSync(image) ? fs.statSync(image).size : 0).toBe(fs.statSync(upload).size);
    });
    expect(read(file)).toMatchObject({
      $schema: "../schemas/blog-post.schema.json",
      datePublished: date,
      image: "../images/blog/erp-upgrade.jpg",
      body: [`Read [the upgrade guide](${link}) first.\n\n${listItems.map((item) => `- ${item}`).join("\n")}`],
    });
    expect(fs.readFileSync(image)).toEqual(fs.readFileSync(upload));
    expect(problemsOf(file)).toEqual([]);
    saved.article = { route: routeOfFile(file)!, title, link, listItems };
  });

  test("adds a page by duplicating one: the SEO title of its first save names its file, and its own titles follow", async () => {
    const source = pageToCopy(project.dataDirectory);
    const before = fs.readdirSync(data("pages"));
    const words = "Proof landing page";
    const title = "Proof landing page an editor made by duplicating a page";
    const seoTitle = "Proof landing page: duplicated from another page";
    await cms.open("duplicate", `/collections/pages/entries/${source.name}`);
    // The first field is the SEO title. The copy opens as a new entry whose form is built afresh from
    // the page's data once its draft exists; until then the source's form stays on screen (under the
    // new entry's address and toolbar), and what is typed into it is overwritten. So the source's
    // field is marked, and the copy's form is the one whose field is a new, filled element.
    const seoField = cms.field("Title").first();
    await eventually(async () => expect(await seoField.inputValue()).not.toBe(""));
    await seoField.evaluate((input) => input.setAttribute("data-source-form", ""));
    await cms.page.getByRole("button", { name: "Published", exact: true }).first().click();
    await cms.page.getByRole("menuitem", { name: "Duplicate", exact: true }).click();
    await cms.page.waitForURL(/\/collections\/pages\/new/);
    await eventually(async () =>
      expect(await seoField.evaluate((input: HTMLInputElement) => ({ fresh: !input.hasAttribute("data-source-form"), filled: input.value !== "" }))).toEqual({
        fresh: true,
        filled: true,
      }),
    );
    await seoField.fill(words);
    const hero = cms.listItem(source.heroTitle);
    await cms.expand(hero);
    await cms.field("Title", hero).first().fill(title);
    expect(await seoField.inputValue()).toBe(words);
    await cms.publish();
    const name = entryFileName(words);
    const file = `pages/${name}.json`;
    await written(() => expect(fs.readdirSync(data("pages")).sort()).toEqual([...before, `${name}.json`].sort()));
    // Saved once under its address (the CMS then shows the saved entry), the page gets its own SEO title; the file keeps its name.
    await cms.page.waitForURL(new RegExp(`/entries/${name}$`));
    await cms.page.getByRole("button", { name: "Published", exact: true }).first().waitFor();
    await seoField.fill(seoTitle);
    await cms.publish();
    await written(() => expect((read(file).seo as Json).title).toBe(seoTitle));
    expect(fs.readdirSync(data("pages")).sort()).toEqual([...before, `${name}.json`].sort());
    expect(sectionsOf(file)[0]!.title).toBe(title);
    expect(problemsOf(file)).toEqual([]);
    saved.newPage = { path: routeOfFile(file)!, title, seoTitle, hasTrail: source.hasTrail };
  });

  test("an article without its required fields is refused with a message, and no file is written", async () => {
    const before = fs.readdirSync(data("blog")).sort();
    await cms.open("invalid", "/collections/blog/new");
    await cms.field("Title").first().fill("An Article With Nothing Else");
    await cms.publish();
    await cms.page.getByText("Oops, you've missed a required field. Please complete before saving.", { exact: true }).waitFor();
    await expect(cms.page.getByText("Excerpt is required.", { exact: true }).count()).resolves.toBe(1);
    expect(fs.readdirSync(data("blog")).sort()).toEqual(before);
  });

  test("the preview shows a service page's edited section in the site's own section, styled as on the site, before it is saved", async () => {
    const reported = cms.reported();
    const { name, file, route } = service();
    const sections = sectionsOf(file);
    const index = sections.findIndex((section, at) => at > 0 && typeof section.title === "string");
    const target = sections[index]!;
    const id = String(target.id);
    await cms.open("preview-service", `/collections/services/entries/${name}`);
    const item = cms.listItem(target.title!);
    await cms.expand(item);
    const edited = `${target.title!} Previewed`;
    await cms.field("Title", item).first().fill(edited);
    // The site's section markup: the section with its anchor, named by its heading.
    const previewSection = cms.preview().locator(`section#${id}[aria-labelledby="${headingIdOf(id)}"]`);
    const heading = previewSection.locator(`h2#${headingIdOf(id)}`);
    await eventually(async () => expect(await heading.textContent({ timeout: 1_000 })).toBe(edited), 15_000);
    const [sectionStyle, headingStyle] = await cms.onSitePage(route, async (site) => [
      await stylesOf(site.locator(`section#${id}`), SECTION_STYLE),
      await stylesOf(site.locator(`#${headingIdOf(id)}`), HEADING),
    ]);
    expect(await stylesOf(previewSection, SECTION_STYLE)).toEqual(sectionStyle);
    expect(await stylesOf(heading, HEADING)).toEqual(headingStyle);
    // Every section of the page is there, in order; nothing was saved.
    expect(await cms.preview().locator("main > section").count()).toBe(sections.length);
    expect(sectionsOf(file)[index]!.title).toBe(target.title);
    expect(cms.reportedSince(reported)).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  /**
   * Opens the first entry of a folder's collection and types a new title, unsaved, until the preview's
   * element `titleSelector` shows it. `unchanged` ends each preview test: nothing was saved, nothing
   * went wrong on the way.
   */
  async function previewWithNewTitle(folder: string, titleSelector: string, preferred?: (content: Json) => boolean) {
    const entry = firstEntry(folder, preferred);
    const reported = cms.reported();
    const before = read(entry.file) as { title: string };
    // The CMS names a folder's collection after the folder.
    await cms.open(`preview-${folder}`, `/collections/${folder}/entries/${entry.name}`);
    const edited = `${before.title} (Previewed)`;
    await cms.field("Title").first().fill(edited);
    const title = cms.preview().locator(titleSelector);
    await eventually(async () => expect(await title.textContent({ timeout: 1_000 })).toBe(edited), 15_000);
    const unchanged = () => {
      expect(read(entry.file).title).toBe(before.title);
      expect(cms.reportedSince(reported)).toEqual({ pageErrors: [], consoleErrors: [] });
    };
    return { route: entry.route, edited, title, unchanged };
  }

  test("the preview shows an article as its page does: the edited title in its hero, the Markdown body as HTML, styled as on the site", async () => {
    // An article with a subheading where one has any (its Markdown shows as HTML headings), else its paragraphs.
    const withSubheading = (content: Json) => Array.isArray(content.body) && content.body.some((block) => String(block).startsWith("## "));
    const { route, edited, title, unchanged } = await previewWithNewTitle("blog", "article h1#post-title", withSubheading);
    const shownBody = async (page: Page | FrameLocator) => {
      const subheadings = await page.locator("article h2").allTextContents();
      return subheadings.length > 0 ? subheadings : page.locator("article p").allTextContents();
    };
    const site = await cms.onSitePage(route, async (sitePage) => ({
      title: await stylesOf(sitePage.locator("h1#post-title"), HEADING),
      body: await shownBody(sitePage),
      crumbs: await sitePage.locator("nav ol li").allTextContents(),
    }));
    expect(site.body.length).toBeGreaterThan(0);
    expect(await shownBody(cms.preview())).toEqual(site.body);
    expect(await stylesOf(title, HEADING)).toEqual(site.title);
    expect(await cms.preview().locator("main nav ol li").allTextContents()).toEqual([...site.crumbs.slice(0, -1), edited]);
    unchanged();
  });

  test("the preview shows a case study as its page does: the edited title in its heading, every heading of its page, styled as on the site", async () => {
    const { route, title, unchanged } = await previewWithNewTitle("case-studies", "main h1");
    const site = await cms.onSitePage(route, async (sitePage) => ({
      title: await stylesOf(sitePage.locator("main h1"), HEADING),
      headings: await sitePage.locator("main h2").allTextContents(),
    }));
    expect(site.headings.length).toBeGreaterThan(0);
    expect(await cms.preview().locator("main h2").allTextContents()).toEqual(site.headings);
    expect(await stylesOf(title, HEADING)).toEqual(site.title);
    unchanged();
  });
});

describe("the build of the changed copy", () => {
  let changes: ContentChanges;
  let server: StaticServer;
  let context: BrowserContext;

  beforeAll(async () => {
    changes = changeContent(project.dataDirectory, TODAY);
    await buildProject(project);
    // Served with the copy's own _headers, as the main suite serves public/: the changed build works under the policy it ships with.
    const rules = parseHeadersFile(fs.readFileSync(path.join(project.publicDirectory, "_headers"), "utf8"));
    server = await startStaticServer(project.publicDirectory, (urlPath) => headersForPath(rules, urlPath));
    // One context for every page of the edited build: each route still gets a page of its own. The
    // proof is about content: with reduced motion nothing animates in the pages kept open. As wide
    // as the header's row of links needs: its menus are followed below.
    context = await openContext(browser(), { viewport: headerRowViewport(content().dataFile<SiteFile>("site.json")), reducedMotion: "reduce" });
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    await context?.close();
    await server?.close();
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
   * A route of the edited build, loaded until React has taken over. Each route is loaded once and its
   * page stays open for every later check (closed with the context): the checks only read the page,
   * every part of it as rendered once scrolled to, and page loads are most of this file's time.
   */
  function open(route: string): Promise<Visit> {
    let visit = visits.get(route);
    if (!visit) {
      visit = (async () => {
        const { page, problems } = await openPageIn(context);
        const response = await page.goto(`${server.url}${route}`);
        await waitForHydration(page);
        await renderEveryPart(page);
        return { page, status: response?.status(), headers: response?.headers() ?? {}, problems };
      })();
      visits.set(route, visit);
    }
    return visit;
  }

  test("the changed content differs from data/ in every way this test needs", () => {
    expect(changes.added.length).toBeGreaterThan(0);
    // A list one shorter wherever the data has a list that may lose an item (one of more than two).
    expect(changes.removed.length > 0).toBe(changes.shrinkable > 0);
    const slugs = content()
      .blogPosts()
      .map((post) => post.slug);
    expect(slugs).toContain(changes.newPost.slug);
    expect(slugs).not.toContain(changes.removedPost.slug);
  });

  test("what editors saved in the CMS shows in the build: the testimonial, the section title, the questions' order, the article with its link, list and image", async () => {
    const { testimonial, sectionTitle, questions, article } = saved;
    if (!testimonial || !sectionTitle || !questions || !article) throw new Error("a CMS task above saved nothing to build");
    // Saved as the CMS saves a new one, not featured: on each page with a list of testimonials that
    // selects such a one, and on no other (an editor may have left only the featured ones listed).
    const listing = expectListedWhereTheDataHoldsIt("TestimonialsJson");
    const selectsIt = (section: { type: string; show?: unknown }) => {
      const selection = section.type === "testimonialList" ? sectionSelection(section) : undefined;
      return selection !== undefined && selectTestimonials([{ featured: false }], selection).length > 0;
    };
    const showing = await Promise.all(
      listing.map(async ({ path: route }) => [route, (await (await open(route)).page.locator("main").innerText()).includes(testimonial.content)]),
    );
    expect(showing).toEqual(listing.map((page) => [page.path, page.sections.some(selectsIt)]));
    const { page: servicePage } = await open(sectionTitle.route);
    expect(await servicePage.getByRole("heading", { level: 2, name: sectionTitle.title, exact: true }).count()).toBe(1);
    const { page: questionsPage } = await open(questions.route);
    const shown = await questionsPage.locator(`section#${questions.sectionId} button[aria-controls]`).allTextContents();
    expect(shown.slice(0, 2)).toEqual(questions.firstTwo);
    const { page: articlePage, status } = await open(article.route);
    expect(status).toBe(200);
    const body = articlePage.locator("article");
    expect(await body.locator("h1").textContent()).toBe(article.title);
    expect(await body.locator(`a[href="${article.link}"]`).getAttribute("rel")).toBe("noopener noreferrer");
    expect(await body.locator("ul > li").allTextContents()).toEqual(article.listItems);
    const hero = articlePage.locator("main img").first();
    await eventually(async () => expect(await hero.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0));
  });

  /** What the browser loads of a built route alone: its HTML and its page data ("" for a file the build lacks). */
  const routeFiles = (publicDirectory: string, route: string) => {
    const pageData = builtPageDataFile(publicDirectory, route);
    return [builtHtml(publicDirectory, route), fs.existsSync(pageData) ? fs.readFileSync(pageData, "utf8") : ""];
  };

  test("every route of the changed build's sitemap that the changes reached answers 200; those of their own design and one per template log no console or page error", async () => {
    // A route built into the same HTML and page data as in the main build was loaded there by the link check.
    const main = path.resolve("public");
    const routes = sitemapPaths(project.publicDirectory).filter((route) => {
      const [html, pageData] = routeFiles(project.publicDirectory, route);
      const [mainHtml, mainPageData] = routeFiles(main, route);
      return html !== mainHtml || pageData !== mainPageData;
    });
    expect(routes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of routes) {
      const { status } = await fetch(`${server.url}${route}`, { method: "HEAD" });
      if (status !== 200) failures.push(`${route}: HTTP ${status}`);
    }
    // In the browser, as the main suite's audit samples them: an edit that reaches every page (the
    // header's links) reaches every article, whose template runs the same scripts on each.
    const loaded = sampleOfRoutes(routes, project.publicDirectory, project.dataDirectory);
    await inLanes(loaded, 3, open);
    for (const route of loaded) {
      const { status, problems } = await open(route);
      if (status !== 200) failures.push(`${route}: HTTP ${status} in the browser`);
      for (const message of [...problems.consoleErrors, ...problems.pageErrors]) failures.push(`${route}: ${message}`);
    }
    expect(failures).toEqual([]);
  });

  test("a page of a hero alone: its h1, the hero at its anchor, and the skip link leads past a main with nothing to Tab to", async () => {
    const { heroAlone } = changes;
    const { page, status, problems } = await open(heroAlone.route);
    expect(status).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([heroAlone.title]);
    expect(await page.locator(`main section[id="${heroAlone.sectionId}"]`).count()).toBe(1);
    // The copy's skip link text is longer than the launch content's (several lines on a phone).
    expect(await skipLinkProblems(page, "desktop", content().dataFile<SiteFile>("site.json").ui.skipLink)).toEqual([]);
    expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
  });

  test("the page duplicated in the CMS is a new page: in the sitemap, answering 200 with its h1, title, canonical, trail, headers, no errors or accessibility violations", async () => {
    const { newPage } = saved;
    if (!newPage) throw new Error("the CMS task above made no page");
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

  /** A listing of the edited build walked from its first page by keyboard, in a page of its own (the pages `open` keeps stay where they are). */
  async function walkFrom(route: string) {
    const { page } = await openPageIn(context);
    await page.goto(`${server.url}${route}`);
    await waitForHydration(page);
    const visits = await walkListing(page, content().dataFile<{ listPages: ListPageLabels }>("site.json").listPages);
    return { page, visits };
  }

  test(
    "the pages listing posts, followed by keyboard, list every post once, newest first, on more than one page (the current one marked, in forced colours too); the new one, dated today, on the page the sort rule puts it; each has its page",
    async () => {
      const posts = content().blogPosts();
      const { pageSize } = changes.olderPosts;
      // An editor's article of the same day comes first (file name order): the test's own does not assume it leads.
      const at = posts.findIndex((post) => post.slug === changes.newPost.slug);
      expect(at).toBeGreaterThan(posts.findIndex((post) => post.slug === changes.sameDayPost.slug));
      for (const { path: route } of expectListedWhereTheDataHoldsIt("BlogPostJson")) {
        const { page, visits } = await walkFrom(route);
        expect(visits.length).toBeGreaterThan(1);
        expect(visits.map((visit) => visit.titles.length).every((count) => count <= pageSize)).toBe(true);
        expect(visits.flatMap((visit) => visit.titles)).toEqual(posts.map((post) => post.title));
        const onPage = Math.floor(at / pageSize);
        expect(visits[onPage]!.titles).toContain(changes.newPost.title);
        await page.goto(`${server.url}${visits[onPage]!.path}`);
        const newCard = page.locator("main li").filter({ has: page.getByRole("heading", { level: 3, name: changes.newPost.title, exact: true }) });
        expect(await newCard.locator("time").textContent()).toBe(shownDate(TODAY, content().dataFile<SiteFile>("site.json").language));
        // The current page's number stands out in forced colours too, as it does in the site's.
        const { navLabel } = content().dataFile<{ listPages: ListPageLabels }>("site.json").listPages;
        await renderEveryPart(page);
        await page.getByRole("navigation", { name: navLabel, exact: true }).locator('a[aria-current="page"]').waitFor();
        expect(await forcedColorsProblems(page, `nav[aria-label=${JSON.stringify(navLabel)}]`)).toEqual([]);
        // Its category's listing shows it too, in the same order.
        const { visits: inCategory } = await walkFrom(categoryPagePath(route, changes.newPost.category));
        expect(inCategory.flatMap((visit) => visit.titles)).toEqual(
          posts.filter((post) => post.category === changes.newPost.category).map((post) => post.title),
        );
        // So does the category of signs alone.
        const { visits: inSigns } = await walkFrom(categoryPagePath(route, changes.sameDayPost.category));
        expect(inSigns.flatMap((visit) => visit.titles)).toEqual(
          posts.filter((post) => post.category === changes.sameDayPost.category).map((post) => post.title),
        );
        expect(inSigns.flatMap((visit) => visit.titles)).toContain(changes.sameDayPost.title);
        const sitemap = sitemapPaths(project.publicDirectory);
        expect(sitemap).toEqual(expect.arrayContaining([...visits, ...inCategory, ...inSigns].map((visit) => visit.path)));
      }
      expect(fs.existsSync(path.join(project.publicDirectory, PAGE_ROUTES.BlogPostJson(changes.removedPost.slug), "index.html"))).toBe(false);
      const routes = sitemapPaths(project.publicDirectory);
      // Every article's address starts with the route of an empty file name; the listing pages below a list page are no articles.
      const lists = pagesListing("BlogPostJson", content().sectionPages()).map((page) => page.path);
      const isListing = (route: string) =>
        lists.some((list) => route.startsWith(`${list}/${CATEGORY_FOLDER}/`) || (route.startsWith(`${list}/`) && /^\d+$/.test(route.slice(list.length + 1))));
      const articleRoutes = routes.filter((route) => route.startsWith(PAGE_ROUTES.BlogPostJson("")) && !isListing(route));
      expect(articleRoutes.sort()).toEqual(posts.map((post) => post.path).sort());
    },
    // A ceiling against a hang: the walks open a page per listing page, which grow with the articles.
    120_000 + blogPosts().length * 300,
  );

  test("the new article's Markdown body is rendered: subheadings with anchors, paragraphs, safe external links, list, quote, built image, table, code, its read time", async () => {
    const { page } = await open(PAGE_ROUTES.BlogPostJson(changes.newPost.slug));
    const article = page.locator("article");
    await expect(article.locator("h1").textContent()).resolves.toBe(changes.newPost.title);
    // The main suite's checks of every article (e2e/blog.e2e.ts), on a body with every kind of block.
    const post = content()
      .blogPosts()
      .find((candidate) => candidate.slug === changes.newPost.slug)!;
    const body = bodyParts(post);
    expect(await article.getByRole("heading", { level: 2 }).allTextContents()).toEqual(body.headings);
    const paragraphs = await article.locator("p").allTextContents();
    for (const paragraph of body.paragraphs) expect(paragraphs).toContain(paragraph);
    expect(await article.textContent()).toContain(await readTimeOf(post));
    expect(await article.getByRole("cell").allTextContents()).toContain(changes.newPost.tableCell);
    expect(await article.locator("pre code").textContent()).toContain(changes.newPost.codeLine);
    expect(await article.locator("script").count()).toBe(0);
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

  test("the pages listing case studies, followed from the first, list every case study once in the editors' order, the new one included, and each has its page", async () => {
    const studies = content().caseStudies();
    for (const { path: route } of expectListedWhereTheDataHoldsIt("CaseStudyJson")) {
      const { visits } = await walkFrom(route);
      expect(visits.flatMap((visit) => visit.titles)).toEqual(studies.map((study) => study.title));
      // Each page of the listing links to each of its case studies once.
      let before = 0;
      for (const visit of visits) {
        const { page } = await open(visit.path);
        for (const study of studies.slice(before, before + visit.titles.length)) {
          expect([study.path, await page.locator(`main a[href="${study.path}"]`).count()]).toEqual([study.path, 1]);
        }
        before += visit.titles.length;
      }
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

  test("at phone width every page whose lists changed, the new page, the new article and the case study with long lists fit; that case study loads and scrolls within the layout-shift budget; the logo's mark holds its initials; the menu sheet lists a page linked twice twice", async () => {
    const longLists = PAGE_ROUTES.CaseStudyJson(changes.newCaseStudy.slug);
    const routes = new Set([
      ...changes.added.map((item) => item.route),
      // The page duplicated in the CMS is one of them.
      ...content()
        .sectionPages()
        .map((page) => page.path),
      longLists,
      // The new article: a table, a code block, a bare address.
      PAGE_ROUTES.BlogPostJson(changes.newPost.slug),
    ]);
    const phone = await openContext(browser(), { viewport: PHONE, reducedMotion: "reduce" });
    const problems: string[] = [];
    try {
      const { page } = await openPageIn(phone);
      await recordShifts(page);
      for (const route of routes) {
        await page.goto(`${server.url}${route}`);
        await waitForHydration(page);
        if (route === longLists) {
          // Loaded and scrolled as a reader does, each part rendering as it nears the screen (e2e/layout-stability.e2e.ts).
          await scrollThrough(page);
          const shifts = await layoutShifts(page);
          if (totalShift(shifts) > CLS_BUDGET)
            problems.push(`${route}: layout shift ${totalShift(shifts).toFixed(4)} while loading and scrolling: ${JSON.stringify(shifts)}`);
        }
        await renderEveryPart(page);
        for (const problem of [...(await overflowProblems(page)), ...(await unfocusedSkipLinkProblems(page))]) problems.push(`${route}: ${problem}`);
      }
      // The longer logo text: its mark holds its initials on one line, inside its box.
      const siteName = content().dataFile<SiteFile>("site.json").name;
      const logo = page.getByRole("link", { name: `${siteName}, home`, exact: true });
      expect(await logo.textContent()).toContain(changes.logoText);
      const mark = logo.locator("span").first();
      expect(await mark.evaluate((element) => [element.scrollWidth <= element.clientWidth, element.scrollHeight <= element.clientHeight])).toEqual([
        true,
        true,
      ]);
      // The last page's menu sheet: the group that links a page twice lists it twice, in the data's order.
      const header = content().dataFile<SiteFile>("site.json").header;
      await page.getByRole("button", { name: header.menuButtonLabel, exact: true }).click();
      const sheet = page.getByRole("dialog", { name: header.sheetTitle, exact: true });
      await sheet.waitFor();
      const group = header.serviceGroups.find((candidate) => candidate.title === changes.linkedTwice.group)!;
      const links = sheet.getByRole("list", { name: group.title, exact: true }).getByRole("link");
      expect(await links.evaluateAll((elements) => elements.map((link) => [link.textContent, link.getAttribute("href")]))).toEqual(
        group.links.map((link) => [link.label, link.to]),
      );
    } finally {
      await phone.close();
    }
    expect(problems).toEqual([]);
  });

  test("a question that holds another's text has a heading and an answer of its own, each question found by its exact name; the Services menu lists a page linked twice twice", async () => {
    const { route, sectionId, question, holds } = changes.longerQuestion;
    const faq = content()
      .sectionPages()
      .find((candidate) => candidate.path === route)!
      .sections.find((section) => section.id === sectionId) as unknown as { items: Array<{ question: string; answer: string }> };
    expect(faq.items.map((item) => item.question)).toEqual(expect.arrayContaining([question, holds]));
    const { page, problems } = await open(route);
    const section = page.locator(`section#${sectionId}`);
    for (const item of faq.items) {
      expect([item.question, await section.getByRole("heading", { name: item.question, exact: true }).count()]).toEqual([item.question, 1]);
      const answer = section.getByRole("region", { name: item.question, exact: true, includeHidden: true });
      expect(await answer.textContent()).toContain(item.answer);
    }
    // The header's Services menu, on the same page: every group as the changed data lists it, the page linked twice included.
    const header = content().dataFile<SiteFile>("site.json").header;
    const nav = page.getByRole("navigation", { name: header.navLabel, exact: true });
    await nav.getByRole("button", { name: header.servicesLabel, exact: true }).click();
    for (const group of header.serviceGroups) {
      const links = nav.getByRole("list", { name: group.title, exact: true }).getByRole("link");
      await eventually(async () =>
        expect(await links.evaluateAll((elements) => elements.map((link) => [link.textContent, link.getAttribute("href")]))).toEqual(
          group.links.map((link) => [link.label, link.to]),
        ),
      );
    }
    expect(
      header.serviceGroups.find((group) => group.title === changes.linkedTwice.group)!.links.filter((link) => link.page === changes.linkedTwice.page),
    ).toHaveLength(2);
    await page.keyboard.press("Escape");
    expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);
  });

  test("a page the header links from its top bar and from a service group: the header's links to it, and no other, are marked as the current page", async () => {
    const header = content().dataFile<SiteFile>("site.json").header;
    const route = header.links.find((link) => link.page === changes.linkedFromTopAndGroup.page)!.to;
    const labels = headerLabelsOf(header, route);
    expect(labels).toContain(changes.linkedFromTopAndGroup.label);
    const { page } = await open(route);
    const nav = page.getByRole("navigation", { name: header.navLabel, exact: true });
    expect((await nav.locator("a[aria-current='page']").allTextContents()).sort()).toEqual(labels);
  });

  test("the new article, with no step of its own, is in the feed where the sort rule puts it, dated today in the sitemap, and shares its own card", () => {
    const articlePath = PAGE_ROUTES.BlogPostJson(changes.newPost.slug);
    const read = (file: string) => fs.readFileSync(path.join(project.publicDirectory, file), "utf8");
    const feed = content().dataFile<{ feed: { length?: number } }>("site.json").feed;
    const newest = content()
      .blogPosts()
      .slice(0, feed.length ?? DEFAULT_FEED_LENGTH);
    const items = [...read("rss.xml").matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item = ""]) => item);
    expect(items.map((item) => /<link>https?:\/\/[^/<]+(\/[^<]*)<\/link>/.exec(item)?.[1])).toEqual(newest.map((post) => post.path));
    const item = items[newest.findIndex((post) => post.slug === changes.newPost.slug)] ?? "";
    expect(item).toContain(`${articlePath}</link>`);
    expect(item).toContain(changes.newPost.title);
    const entry = [...read("sitemap-0.xml").matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url = ""]) => url).find((url) => url.includes(`${articlePath}</loc>`));
    expect(/<lastmod>([^<]+)<\/lastmod>/.exec(entry ?? "")?.[1]?.slice(0, 10)).toBe(TODAY);
    const card = new URL(metaContent(builtPageHtml(articlePath, project.publicDirectory), "og:image") ?? "/").pathname;
    expect(card).toMatch(/^\/social-cards\//);
    expect(fs.existsSync(path.join(project.publicDirectory, card))).toBe(true);
  });
});
