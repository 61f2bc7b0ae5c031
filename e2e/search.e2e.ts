import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import { dataTexts } from "../gatsby/content/content-texts";
import { UNUSED_FILE } from "../gatsby/search/search-index";
import type { Section, SiteFile } from "../src/content-file-types";
import { searchStatus } from "../src/sections/search-status";
import { SEARCH_INDEX_FOLDER } from "../src/sections/site-search";
import { nextFrames, openPage, url, useBrowser, visit } from "./support/browser";
import { blogPosts, bodyParts, caseStudies, dataFile } from "./support/content";
import { watchCsp } from "./support/csp";
import { eventually } from "./support/eventually";
import { StemIndex, stemmerFor } from "./support/search-stems";
import { expectNoProblems } from "./support/page-checks";
import { describeEachPageWith, sectionPages } from "./support/section-pages";

/**
 * The site search (src/sections/site-search.island.tsx, index by gatsby/search/search-index.ts) in the
 * production build under its production headers, on every page whose data holds a search section:
 * a word found in one page's body (chosen here from data/, not written down) finds that page, by
 * keyboard alone; the count is announced; nothing of the search loads before the field is used;
 * without JavaScript the section says where else to look.
 */
jest.setTimeout(90_000);

const PUBLIC = path.resolve("public");
const browser = useBrowser();

/** The search section as its file holds it (the schema's generated type). */
type SearchSection = Extract<Section, { type: "search" }>;

/** A page the index holds, with the texts a visitor reads of it and all of its file, lowercased. */
type Searchable = { kind: "article" | "case study" | "service page"; path: string; title: string; body: string[]; whole: string };

const withoutSeo = <T extends { seo?: unknown }>({ seo: _seo, ...shown }: T) => shown;
const searchable: Searchable[] = [
  ...blogPosts().map((post) => ({
    kind: "article" as const,
    path: post.path,
    title: post.title,
    body: bodyParts(post).paragraphs,
    whole: JSON.stringify(post).toLowerCase(),
  })),
  ...caseStudies().map((study) => ({
    kind: "case study" as const,
    path: study.path,
    title: study.title,
    body: dataTexts(withoutSeo(study), "case-study.schema.json").texts,
    whole: JSON.stringify(study).toLowerCase(),
  })),
  ...sectionPages()
    .filter((page) => page.structuredData === "service")
    .map(({ path: address, page, sections }) => ({
      kind: "service page" as const,
      path: address,
      title: page.sections[0]?.title ?? address,
      // The sections the page shows, as the index reads them (a section left out is not searched).
      body: dataTexts(withoutSeo({ ...page, sections }), "page.schema.json").texts,
      whole: JSON.stringify(page).toLowerCase(),
    })),
];

/** The words of a text, lowercased. */
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
const site = dataFile<SiteFile>("site.json");
/** Pagefind's stems of the site's language (./support/search-stems.ts). */
const stemOf = stemmerFor(site.language);
const bodyWords = new Map(searchable.map((page) => [page, new Set(page.body.flatMap(wordsOf))]));
const stems = new StemIndex(searchable.map((page) => [page, new Set(wordsOf(page.whole).map(stemOf))]));

/** A word to search for, taken from a page's body, and what the search must show for it. */
type Findable = {
  /** The page whose body the word is taken from. */
  target: Searchable;
  word: string;
  /** The pages the search must find: every page holding the word in its body (in none of their titles). */
  pages: Searchable[];
  /** How many it may find: the pages holding, anywhere in their files, a word whose stem starts with this one's (as the index matches). */
  most: number;
};

/**
 * Of a kind's pages and the words of their bodies, the word with the fewest possible results, at
 * most `limit` (one page of results). Found by a word of its body and not of its title, a page shows
 * that bodies are indexed. Usually one page alone holds it; more when an editor has repeated a text.
 */
function findable(kind: Searchable["kind"], limit: number): Findable {
  let best: Findable | undefined;
  for (const target of searchable.filter((page) => page.kind === kind)) {
    for (const word of new Set((target.body.join(" ").match(/\b[A-Za-z]{7,}\b/g) ?? []).map((candidate) => candidate.toLowerCase()))) {
      const stem = stemOf(word);
      const pages = searchable.filter((page) => bodyWords.get(page)!.has(word));
      if (pages.some((page) => wordsOf(page.title).some((titleWord) => stemOf(titleWord).startsWith(stem)))) continue;
      const most = stems.withStemStarting(stem).size;
      if (!best || most < best.most) best = { target, word, pages, most };
      if (best.most === 1) return best;
    }
  }
  if (!best || best.most > limit)
    throw new Error(`No ${kind} has a word of its body that finds at most ${limit} pages, so the test cannot tell a search found it`);
  return best;
}

/** The scripts in public/ that hold the search code (its island chunk loads Pagefind's module by this address); files of an earlier build may be among them. */
const searchChunks = fs
  .readdirSync(PUBLIC)
  .filter((file) => file.endsWith(".js") && fs.readFileSync(path.join(PUBLIC, file), "utf8").includes("pagefind.js"))
  .map((file) => `/${file}`);

/** Every request of the page from now on, by path. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

const isSearchRequest = (requestPath: string) => requestPath.startsWith(SEARCH_INDEX_FOLDER) || searchChunks.includes(requestPath);

async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await isTarget()) return;
  }
  throw new Error(`Not reached in ${limit} presses of Tab`);
}

test("the search code is built into a chunk of its own, and the index lies where it loads it from", () => {
  expect(searchChunks.length).toBeGreaterThan(0);
  expect(fs.existsSync(path.join(PUBLIC, SEARCH_INDEX_FOLDER, "pagefind.js"))).toBe(true);
  expect(fs.readdirSync(path.join(PUBLIC, SEARCH_INDEX_FOLDER)).filter((file) => UNUSED_FILE.test(file))).toEqual([]);
  const entry = JSON.parse(fs.readFileSync(path.join(PUBLIC, SEARCH_INDEX_FOLDER, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { page_count: number }>;
  };
  expect(Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0)).toBe(searchable.length);
});

describeEachPageWith<SearchSection>("search", (owner, section) => {
  const landmark = (page: Page) => page.getByRole("search", { name: section.fieldLabel, exact: true });
  const field = (page: Page) => landmark(page).getByRole("searchbox", { name: section.fieldLabel, exact: true });
  const status = (page: Page) => page.locator(`#${section.id}`).getByRole("status");
  const results = (page: Page) => page.locator(`#${section.id} ol > li`);

  async function searchFor(page: Page, query: string): Promise<void> {
    await field(page).fill(query);
    const found = results(page);
    await eventually(async () => {
      const count = await found.count();
      expect(count).toBeGreaterThan(0);
      expect(await status(page).textContent()).toBe(searchStatus(section, { step: "found", query, count }));
    }, 15_000);
  }

  test("nothing of the search loads with the page; the keyboard finds an article by a word of its body and opens it; the count is announced", async () => {
    const { word, pages, most } = findable("article", section.resultsPerPage);
    const { page, context, problems } = await openPage(browser());
    const violations = await watchCsp(page);
    const requested = recordRequests(page);
    await visit(page, owner.path);
    await nextFrames(page);
    expect(requested.filter(isSearchRequest)).toEqual([]);

    // Focus is the first use: the search starts loading then, before the first key.
    await tabTo(page, () => field(page).evaluate((element) => element === document.activeElement));
    await eventually(() =>
      Promise.resolve(
        expect([requested.some((requestPath) => searchChunks.includes(requestPath)), requested.includes(`${SEARCH_INDEX_FOLDER}pagefind.js`)]).toEqual([
          true,
          true,
        ]),
      ),
    );
    await page.keyboard.type(word);
    const links = results(page).getByRole("link");
    await eventually(async () => {
      const count = await results(page).count();
      expect([count >= pages.length, count <= most]).toEqual([true, true]);
      expect(await status(page).textContent()).toBe(searchStatus(section, { step: "found", query: word, count }));
      expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")))).toEqual(
        expect.arrayContaining(pages.map((found) => found.path)),
      );
    }, 15_000);
    expect(await status(page).getAttribute("aria-live")).toBe("polite");

    const first = links.first();
    const firstPath = await first.getAttribute("href");
    const article = searchable.find((found) => found.path === firstPath)!;
    expect(await first.textContent()).toBe(article.title);
    await page.keyboard.press("Tab");
    expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
    await Promise.all([page.waitForURL((address) => address.pathname === article.path), page.keyboard.press("Enter")]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(article.title);

    expect(await violations()).toEqual([]);
    expectNoProblems(problems);
    await context.close();
  });

  test("a query put into the field while the search wakes (as autofill or a paste does, no key, no focus) shows its results, and so does a later change", async () => {
    const { target: article, word } = findable("article", section.resultsPerPage);
    const { page, context, problems } = await openPage(browser());
    await page.goto(url(owner.path), { waitUntil: "load" });
    const putInto = (query: string) =>
      field(page).evaluate((element, value) => {
        // The value as the browser's own autofill sets it (through the element's setter), then its input event.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(element, value);
        element.dispatchEvent(new Event("input", { bubbles: true }));
      }, query);
    await putInto(word);
    await eventually(async () => {
      expect(
        await results(page)
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
      ).toContain(article.path);
      expect(await status(page).textContent()).toBe(searchStatus(section, { step: "found", query: word, count: await results(page).count() }));
    }, 15_000);
    await putInto("zzqxjv");
    await eventually(async () => expect(await status(page).textContent()).toBe(searchStatus(section, { step: "found", query: "zzqxjv", count: 0 })), 15_000);
    expectNoProblems(problems);
    await context.close();
  });

  test("a case study and a service page are found by words of their bodies, each result a link with its title and excerpt", async () => {
    const targets = (["case study", "service page"] as const)
      .filter((kind) => searchable.some((page) => page.kind === kind))
      .map((kind) => findable(kind, section.resultsPerPage));
    expect(targets.length).toBeGreaterThan(0);
    const { page, context, problems } = await openPage(browser());
    const violations = await watchCsp(page);
    await visit(page, owner.path);
    for (const { target, word } of targets) {
      await searchFor(page, word);
      const links = results(page).getByRole("link");
      const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
      expect(hrefs).toContain(target.path);
      const item = results(page).nth(hrefs.indexOf(target.path));
      expect(await item.getByRole("link").textContent()).toBe(target.title);
      expect((await item.locator("p").textContent())?.length).toBeGreaterThan(0);
    }
    await field(page).fill("zzqxjv");
    await eventually(async () => expect(await status(page).textContent()).toBe(searchStatus(section, { step: "found", query: "zzqxjv", count: 0 })), 15_000);
    expect(await results(page).count()).toBe(0);
    expect(await violations()).toEqual([]);
    expectNoProblems(problems);
    await context.close();
  });

  test("a word most pages hold lists the first results, and the button adds the next ones and takes the keyboard there", async () => {
    const perPage = section.resultsPerPage;
    const words = [
      ...new Set(
        searchable.flatMap(
          (target) =>
            target.body
              .join(" ")
              .toLowerCase()
              .match(/\b[a-z]{5,}\b/g) ?? [],
        ),
      ),
    ];
    // The pages whose searched texts hold the word itself: the search finds each of them (and may find more, by its stem).
    const holders = new Map(words.map((word) => [word, searchable.filter((target) => bodyWords.get(target)!.has(word)).length]));
    const count = (word: string) => holders.get(word) ?? 0;
    const word = words.sort((a, b) => count(b) - count(a) || a.localeCompare(b))[0]!;
    if (count(word) <= perPage) {
      // Too little content for a second page of results: one word still lists every page that holds it.
      expect(count(word)).toBeGreaterThan(0);
      return;
    }
    const { page, context, problems } = await openPage(browser());
    await visit(page, owner.path);
    await field(page).fill(word);
    let total = 0;
    await eventually(async () => {
      total = Number((await status(page).textContent())?.match(/\d+/)?.[0] ?? 0);
      expect(total).toBeGreaterThan(perPage);
      expect(await status(page).textContent()).toBe(searchStatus(section, { step: "found", query: word, count: total }));
      expect(await results(page).count()).toBe(perPage);
    }, 15_000);
    const more = page.locator(`#${section.id}`).getByRole("button", { name: section.moreResultsLabel, exact: true });
    await more.focus();
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await results(page).count()).toBe(Math.min(total, 2 * perPage)), 15_000);
    expect(
      await results(page)
        .nth(perPage)
        .getByRole("link")
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expectNoProblems(problems);
    await context.close();
  });

  test("without JavaScript the section says where else to find an article", async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(url(owner.path));
    expect(await page.locator(`#${section.id}`).getByText(section.noScript, { exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});
