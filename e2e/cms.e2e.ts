import fs from "fs";
import os from "os";
import path from "path";
import type { FrameLocator, Locator, Page } from "playwright-core";
import { parseHeadersFile } from "../gatsby/headers/headers-file";
import { headersForPath } from "../gatsby/headers/policy";
import { localBackend } from "../gatsby/cms/local-backend";
import { validateContentFile } from "../gatsby/validate-content";
import { openPage, useBrowser, type PageProblems } from "./support/browser";
import { eventually } from "./support/eventually";
import { sitemapPaths } from "./support/sitemap";
import { startStaticServer, type StaticServer } from "./support/static-server";
import { builtPages } from "../gatsby/built-html";
import { isAdminFile } from "../gatsby/cms/admin-files";
import { headingIdOf } from "../src/ui/section";
import { routeOfFile } from "../gatsby/routes";

/**
 * Editors work in the CMS at /admin: the built admin, under the build's own headers (its CSP
 * included), with the local backend editing a copy of data/, as `npm start` serves it. Each task
 * goes through the forms as an editor would, and every file written is checked against its schema
 * by the build's own validation (gatsby/validate-content.ts).
 */
jest.setTimeout(120_000);

type Json = Record<string, unknown>;

let root: string;
let server: StaticServer;
let page: Page;
let problems: PageProblems;
const browser = useBrowser();

const data = (file: string) => path.join(root, "data", file);
const read = (file: string) => JSON.parse(fs.readFileSync(data(file), "utf8")) as Json;
const sectionsOf = (file: string) => read(file).sections as Array<Json & { type: string; title?: string }>;

/** The first file (by name) of a folder of page files in the copy, and the address the site's route rule gives it. */
function firstEntry(folder: string): { name: string; file: string; route: string } {
  const name = fs
    .readdirSync(data(folder))
    .filter((file) => file.endsWith(".json"))
    .sort()[0]!
    .replace(/\.json$/, "");
  const file = `${folder}/${name}.json`;
  return { name, file, route: routeOfFile(file)! };
}
const service = () => firstEntry("services");

/** The schema and content problems of a file the CMS wrote (empty when it is valid). */
const problemsOf = (file: string) => validateContentFile(data(file), path.join(root, "data")).map((problem) => problem.message);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-"));
  fs.cpSync(path.resolve("data"), path.join(root, "data"), { recursive: true });
  const rules = parseHeadersFile(fs.readFileSync(path.resolve("public/_headers"), "utf8"));
  const backend = await localBackend(root);
  server = await startStaticServer(path.resolve("public"), (urlPath) => headersForPath(rules, urlPath), { before: backend });
  ({ page, problems } = await openPage(browser()));
  await page.goto(`${server.url}/admin`);
  // The local backend needs no account: one click.
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByText("Collections").waitFor();
  // Leaving an entry with unsaved edits (the preview tests) asks first: the answer is to leave.
  page.on("dialog", (dialog) => void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()));
});

afterAll(async () => {
  await page?.context().close();
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Opens a CMS address in a fresh document (the hash alone would keep the previous editor's state). */
async function open(task: string, hash: string) {
  await page.goto(`${server.url}/admin?${task}#${hash}`);
}

const field = (label: string, within: Page | Locator = page) => within.getByLabel(label, { exact: true });

/** The list item (a section, a card, a question) whose summary line is `text`: the innermost one. */
const listItem = (text: string) =>
  page
    .locator("[class*=SortableListItem]")
    .filter({ has: page.getByText(text, { exact: true }) })
    .last();

async function expand(item: Locator) {
  await item.getByRole("button").first().click();
}

/** Waits for the local backend to have written what `check` expects (a save is a request away). */
const written = (check: () => void) => eventually(() => Promise.resolve().then(check), 15_000);

async function publish() {
  await page.getByRole("button", { name: "Publish" }).first().click();
  await page.getByText("Publish now").click();
}

/** The CMS's preview pane: a frame of its own beside the form. */
const preview = (): FrameLocator => page.frameLocator("#preview-pane");

/** Computed styles of the element `selector` finds, as the browser applies them. */
async function stylesOf(locator: Locator, properties: readonly string[]): Promise<Record<string, string>> {
  return locator.evaluate((element, names) => {
    const style = element.ownerDocument.defaultView!.getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);
}

/** The built page of the site at the preview frame's width, for what the preview must look like. */
async function onSitePage<T>(address: string, read: (page: Page) => Promise<T>): Promise<T> {
  const size = await preview()
    .locator("html")
    .evaluate((element) => ({ width: element.ownerDocument.defaultView!.innerWidth, height: element.ownerDocument.defaultView!.innerHeight }));
  const sitePage = await page.context().newPage();
  try {
    await sitePage.setViewportSize(size);
    await sitePage.goto(`${server.url}${address}`);
    return await read(sitePage);
  } finally {
    await sitePage.close();
  }
}

/** What the page reported since `before` (an earlier task's refused save throws in Decap itself). */
const newProblems = (before: { pageErrors: number; consoleErrors: number }) => ({
  pageErrors: problems.pageErrors.slice(before.pageErrors),
  consoleErrors: problems.consoleErrors.slice(before.consoleErrors),
});

const BAND = ["background-color", "background-image", "padding-top", "color"] as const;
const HEADING = ["font-size", "font-weight", "color", "text-align"] as const;

test("the CMS loads under its own policy, and the local backend needs no account", () => {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
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
  const response = await fetch(`${server.url}/admin`);
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval';/);
  expect(await response.text()).toContain('<meta name="robots" content="noindex,nofollow">');
});

test("adds a testimonial: the file gains it at the end, and stays valid", async () => {
  await open("testimonial", "/collections/settings/entries/testimonials");
  await page.getByRole("button", { name: /Add testimonials/ }).click();
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
    await field(labels[key as keyof typeof entry])
      .last()
      .fill(value);
  await publish();
  await written(() => {
    const testimonials = read("testimonials.json").testimonials as Json[];
    expect(testimonials.at(-1)).toEqual({ ...entry, rating: 5, featured: false });
  });
  expect(problemsOf("testimonials.json")).toEqual([]);
});

test("edits a service page's section text, and nothing else of the file", async () => {
  const { name, file } = service();
  const before = sectionsOf(file);
  const index = before.findIndex((section, at) => at > 0 && typeof section.title === "string");
  const target = before[index]!;
  await open("service", `/collections/services/entries/${name}`);
  const section = listItem(target.title!);
  await expand(section);
  await field("Title", section).first().fill(`${target.title!} Today`);
  await publish();
  await written(() => expect(sectionsOf(file)[index]!.title).toBe(`${target.title!} Today`));
  expect(sectionsOf(file)).toEqual(before.map((section, at) => (at === index ? { ...section, title: `${target.title!} Today` } : section)));
  expect(problemsOf(file)).toEqual([]);
});

test("moves the home page's first FAQ item below the second", async () => {
  type Faq = { id: string; title: string; items: Array<{ question: string }> };
  const faq = sectionsOf("pages/index.json").find((section) => section.type === "faq") as unknown as Faq;
  const [first, second, ...rest] = faq.items;
  await open("faq", "/collections/pages/entries/index");
  await expand(listItem(faq.title));
  const target = listItem(second!.question);
  await target.scrollIntoViewIfNeeded();
  const from = await listItem(first!.question).locator("[aria-roledescription=sortable]").first().boundingBox();
  const to = await target.locator("[aria-roledescription=sortable]").first().boundingBox();
  // Dragged by its handle, as an editor does (the list reorders on pointer moves, not keys).
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2 + 30, { steps: 15 });
  await page.mouse.up();
  // The preview's questions (an island, rendered as a component there) follow the drag before it is saved.
  const order = [second, first, ...rest].map((item) => item!.question);
  await eventually(async () => expect(await preview().locator(`section#${faq.id} button[aria-expanded]`).allTextContents()).toEqual(order), 15_000);
  await publish();
  await written(() => {
    const after = sectionsOf("pages/index.json").find((section) => section.type === "faq") as unknown as Faq;
    expect(after.items).toEqual([second, first, ...rest]);
  });
  expect(problemsOf("pages/index.json")).toEqual([]);
});

test("adds an article with an uploaded image, a link and a list: a new valid file, its image in data/images/blog", async () => {
  const upload = path.join(root, "erp-upgrade.jpg");
  fs.copyFileSync(path.resolve("data/images/blog/test-automation-roi.jpg"), upload);
  await open("article", "/collections/blog/new");
  await field("Title").first().fill("Five Questions Before an ERP Upgrade");
  await field("Excerpt").fill("What to settle before the upgrade starts.");
  await field("Category").fill("ERP");
  await field("Date published").fill("2025-07-01");
  await field("Author").fill("The editors");
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  await page.locator("input[type=file]").setInputFiles(upload);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await field("Image alt").first().fill("A dashboard of test results");
  await field("Title").nth(1).fill("Five Questions Before an ERP Upgrade");
  await field("Description").fill("What to settle before an ERP upgrade starts: scope, data, testing, people and the date you can live with.");
  await page.getByRole("button", { name: /Add keywords/ }).click();
  await field("Keyword").last().fill("ERP upgrade");
  // The body's first block, written in Markdown (the editor's switch from rich text).
  await page.getByRole("button", { name: /Add body/ }).click();
  await page.getByRole("switch").last().click();
  await page.locator("[contenteditable=true]").last().click();
  await page.keyboard.type("Read [the upgrade guide](https://www.sap.com) first.");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- scope");
  await page.keyboard.press("Enter");
  await page.keyboard.type("- data");
  await publish();
  const file = "blog/five-questions-before-an-erp-upgrade.json";
  // The entry and its image are saved by two requests; the image is whole once it has the upload's size.
  const image = data("images/blog/erp-upgrade.jpg");
  await written(() => {
    expect(fs.existsSync(data(file)) && read(file).datePublished).toBe("2025-07-01");
    expect(fs.existsSync(image) ? fs.statSync(image).size : 0).toBe(fs.statSync(upload).size);
  });
  expect(read(file)).toMatchObject({
    $schema: "../schemas/blog-post.schema.json",
    datePublished: "2025-07-01",
    image: "../images/blog/erp-upgrade.jpg",
    body: ["Read [the upgrade guide](https://www.sap.com) first.\n\n- scope\n- data"],
  });
  expect(fs.readFileSync(image)).toEqual(fs.readFileSync(upload));
  expect(problemsOf(file)).toEqual([]);
});

test("an article without its required fields is refused with a message, and no file is written", async () => {
  const before = fs.readdirSync(data("blog")).sort();
  await open("invalid", "/collections/blog/new");
  await field("Title").first().fill("An Article With Nothing Else");
  await publish();
  await page.getByText("Oops, you've missed a required field. Please complete before saving.").waitFor();
  await expect(page.getByText("Excerpt is required.").count()).resolves.toBe(1);
  expect(fs.readdirSync(data("blog")).sort()).toEqual(before);
});

test("the preview shows a service page's edited section in the site's own section, styled as on the site, before it is saved", async () => {
  const reported = { pageErrors: problems.pageErrors.length, consoleErrors: problems.consoleErrors.length };
  const { name, file, route } = service();
  const sections = sectionsOf(file);
  const index = sections.findIndex((section, at) => at > 0 && typeof section.title === "string");
  const target = sections[index]!;
  const id = String(target.id);
  await open("preview-service", `/collections/services/entries/${name}`);
  const item = listItem(target.title!);
  await expand(item);
  const edited = `${target.title!} Previewed`;
  await field("Title", item).first().fill(edited);
  // The site's section markup: the band with its anchor, named by its heading.
  const band = preview().locator(`section#${id}[aria-labelledby="${headingIdOf(id)}"]`);
  const heading = band.locator(`h2#${headingIdOf(id)}`);
  await eventually(async () => expect(await heading.textContent({ timeout: 1_000 })).toBe(edited), 15_000);
  const [bandStyle, headingStyle] = await onSitePage(route, async (site) => [
    await stylesOf(site.locator(`section#${id}`), BAND),
    await stylesOf(site.locator(`#${headingIdOf(id)}`), HEADING),
  ]);
  expect(await stylesOf(band, BAND)).toEqual(bandStyle);
  expect(await stylesOf(heading, HEADING)).toEqual(headingStyle);
  // Every section of the page is there, in order; nothing was saved.
  expect(await preview().locator("main > section").count()).toBe(sections.length);
  expect(sectionsOf(file)[index]!.title).toBe(target.title);
  expect(newProblems(reported)).toEqual({ pageErrors: [], consoleErrors: [] });
});

/**
 * Opens the first entry of a folder's collection and types a new title, unsaved, until the preview's
 * element `titleSelector` shows it. `unchanged` ends each preview test: nothing was saved, nothing
 * went wrong on the way.
 */
async function previewWithNewTitle(folder: string, titleSelector: string) {
  const entry = firstEntry(folder);
  const reported = { pageErrors: problems.pageErrors.length, consoleErrors: problems.consoleErrors.length };
  const before = read(entry.file) as { title: string };
  // The CMS names a folder's collection after the folder.
  await open(`preview-${folder}`, `/collections/${folder}/entries/${entry.name}`);
  const edited = `${before.title} (Previewed)`;
  await field("Title").first().fill(edited);
  const title = preview().locator(titleSelector);
  await eventually(async () => expect(await title.textContent({ timeout: 1_000 })).toBe(edited), 15_000);
  const unchanged = () => {
    expect(read(entry.file).title).toBe(before.title);
    expect(newProblems(reported)).toEqual({ pageErrors: [], consoleErrors: [] });
  };
  return { route: entry.route, edited, title, unchanged };
}

test("the preview shows an article as its page does: the edited title in its hero, the Markdown body as HTML, styled as on the site", async () => {
  const { route, edited, title, unchanged } = await previewWithNewTitle("blog", "article h1#post-title");
  const site = await onSitePage(route, async (sitePage) => ({
    title: await stylesOf(sitePage.locator("h1#post-title"), HEADING),
    subheadings: await sitePage.locator("article h2").allTextContents(),
    crumbs: await sitePage.locator("nav ol li").allTextContents(),
  }));
  expect(site.subheadings.length).toBeGreaterThan(0);
  expect(await preview().locator("article h2").allTextContents()).toEqual(site.subheadings);
  expect(await stylesOf(title, HEADING)).toEqual(site.title);
  expect(await preview().locator("main nav ol li").allTextContents()).toEqual([...site.crumbs.slice(0, -1), edited]);
  unchanged();
});

test("the preview shows a case study as its page does: the edited title in its heading, every heading of its page, styled as on the site", async () => {
  const { route, title, unchanged } = await previewWithNewTitle("case-studies", "main h1");
  const site = await onSitePage(route, async (sitePage) => ({
    title: await stylesOf(sitePage.locator("main h1"), HEADING),
    headings: await sitePage.locator("main h2").allTextContents(),
  }));
  expect(site.headings.length).toBeGreaterThan(0);
  expect(await preview().locator("main h2").allTextContents()).toEqual(site.headings);
  expect(await stylesOf(title, HEADING)).toEqual(site.title);
  unchanged();
});
