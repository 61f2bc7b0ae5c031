import fs from "fs";
import path from "path";
import type { BlogPostFile, CaseStudyFile, PageFile, TestimonialsFile } from "../../src/content-file-types";
import { BLOG_ORDER, sortCollection } from "../../gatsby/listings/collection-order";
import { dataTexts, normalise } from "../../gatsby/content/content-texts";
import { pageFiles, pageFilesOfType, sectionPageFiles } from "../../gatsby/routes/page-files";
import { kindsListing } from "../../gatsby/listings/section-collections";
import { routeOfFile } from "../../gatsby/routes/routes";

/**
 * An editor's week, done by a program to a copy of data/: in every page's lists of like items one
 * list gains an item and the next loses one, a new article dated today (and another of the same day,
 * which the sort rule lists first), older articles enough for the list of articles to need a second
 * page, and a new case study are added, and the oldest article and one testimonial are removed (the new landing page is made in
 * the CMS, from the page `pageToCopy` chooses). Everything is derived from the real files, so the
 * change follows whatever content data/ holds.
 */

type Json = Record<string, unknown>;
const readJson = <T = Json>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as T;
/** A data file written as editors and the CMS write them: two spaces, a final newline. */
export const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

export type AddedItem = { file: string; route: string; field: string; marker: string };
export type ContentChanges = {
  added: AddedItem[];
  removed: Array<{ file: string; field: string }>;
  /** How many lists held more than two items before the change: those that may lose one. */
  shrinkable: number;
  /** The new article; its body holds every kind of Markdown block, a code block among them whose line is wider than a phone. */
  newPost: { slug: string; title: string; date: string; externalUrl: string; category: string; codeLine: string; tableCell: string };
  /** Another article dated today, whose file name comes first: the test's own article must not assume it outranks an editor's of the same day. */
  sameDayPost: { slug: string; title: string; category: string };
  /** Older articles added so the list of articles needs more than one page (their number, and the page size they were counted against). */
  olderPosts: { count: number; pageSize: number };
  removedPost: { slug: string; title: string };
  /** The new case study, whose lists (points, approaches, phases with their activities, results) are LONG_LISTS times those of the one it copies. */
  newCaseStudy: { slug: string; title: string };
  removedTestimonial: { name: string; content: string };
  /** A question added to the first FAQ whose text holds another question's whole text ("<question> (more)"). */
  longerQuestion: { route: string; sectionId: string; question: string; holds: string };
  /** The first link of the header's first service group, linked again at the group's end. */
  linkedTwice: { group: string; label: string; page: string };
  /** The logo's text, two words longer: its mark shows three initials. */
  logoText: string;
  /** The page of the header's first top link to a whole page (not the repeated one), linked again from the first service group under another label. */
  linkedFromTopAndGroup: { label: string; page: string };
  /** A new page of one section, a hero with no action and no breadcrumbs: its main holds nothing to Tab to. */
  heroAlone: { route: string; sectionId: string; title: string };
};

/** Articles are added and removed whole (changeBlog); the lists of every other page change item by item. */
const ARTICLE_TYPE = "BlogPostJson";
/** Case studies change item by item, and one is added (changeCaseStudies). */
const CASE_STUDY_TYPE = "CaseStudyJson";
const NEW_POST_SLUG = "proof-article-written-today";
/** Sorts before NEW_POST_SLUG: of two articles of one day, the one whose file name comes first is listed first. */
const SAME_DAY_POST_SLUG = "another-proof-article-of-today";
const NEW_CASE_STUDY_SLUG = "proof-case-study";
/** How many times longer the new case study's lists are than those of the case study it copies. */
const LONG_LISTS = 3;
/** The `$schema` of a page of the one page model (data/schemas/page.schema.json). */
const PAGE_SCHEMA = "../schemas/page.schema.json";

/** A list of like items in a data file, where it is, and the field of its last item that names it (its first text, as the schema says). */
type ListSite = { owner: Json; key: string; items: Json[]; pointer: string; field: string };

/** Lists that search engines read but the page does not show: a change there has no text to find on the page. */
const UNSHOWN_LISTS = new Set(["breadcrumbs"]);

/** The value at a pointer of the form `sections[3].items`, as gatsby/content/content-texts.ts names a list's place. */
function at(value: unknown, pointer: string): unknown {
  return pointer
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== "")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], value);
}

/**
 * Every list of two or more like items of a data file, found by the file's schema (a list whose items
 * each hold a text), that are objects of their own (no `type`: sections are not items), with the field
 * that names its last item, so an added copy can carry a marker there for the page to be searched.
 */
function listsOf(json: Json, schema: string): ListSite[] {
  return dataTexts(json, schema).lists.flatMap(({ where, names }) => {
    if (UNSHOWN_LISTS.has(where)) return [];
    const split = where.lastIndexOf(".");
    const [ownerPointer, key] = split < 0 ? ["", where] : [where.slice(0, split), where.slice(split + 1)];
    const owner = (ownerPointer ? at(json, ownerPointer) : json) as Json;
    const items = owner[key] as unknown[];
    if (!items.every((item) => item !== null && typeof item === "object" && !Array.isArray(item) && !("type" in item))) return [];
    const last = items[items.length - 1] as Json;
    const field = Object.keys(last).find((name) => typeof last[name] === "string" && normalise(last[name]) === names[names.length - 1]);
    return field ? [{ owner, key, items: items as Json[], pointer: where, field }] : [];
  });
}

function markedCopy(item: Json, field: string, marker: string): Json {
  const copy = structuredClone(item);
  copy[field] = `${String(copy[field])} ${marker}`;
  if (typeof copy.id === "string") copy.id = `${copy.id}-proof`;
  return copy;
}

function changeLists(dataDirectory: string, changes: ContentChanges) {
  let counter = 0;
  for (const page of pageFiles(dataDirectory).filter(({ kind }) => kind.typeName !== ARTICLE_TYPE)) {
    const relative = `${page.directory}/${page.name}.json`;
    const json = readJson(page.file);
    for (const list of listsOf(json, page.kind.schema)) {
      counter += 1;
      // A list of two or fewer only grows (a comparison needs both sides); of the longer ones the
      // first shrinks, the next grows, and so on.
      const shrinks = list.items.length > 2 && changes.shrinkable++ % 2 === 0;
      if (!shrinks) {
        const marker = `[proof ${counter}]`;
        list.items.push(markedCopy(list.items[list.items.length - 1]!, list.field, marker));
        changes.added.push({ file: relative, route: page.route, field: `${list.pointer}.${list.field}`, marker });
      } else {
        list.items.pop();
        changes.removed.push({ file: relative, field: list.pointer });
      }
    }
    writeJson(page.file, json);
  }
}

/** The pages of a kind that the edited-content test adds to, and the folder a new one goes to (that of the first). */
function collection(dataDirectory: string, typeName: string) {
  const files = pageFilesOfType(dataDirectory, typeName);
  if (!files[0]) throw new Error(`data/ holds no page of type ${typeName} to copy`);
  return { files, directory: path.dirname(files[0].file) };
}

/** The page size of the list of articles (the first page file with a section listing them, as the build pages it). */
function articlePageSize(dataDirectory: string): number {
  const kinds = new Set(kindsListing(ARTICLE_TYPE));
  for (const page of pageFiles(dataDirectory)) {
    const sections = (readJson(page.file).sections ?? []) as Array<{ type: string; pageSize?: number }>;
    const list = sections.find((section) => kinds.has(section.type) && typeof section.pageSize === "number");
    if (list?.pageSize) return list.pageSize;
  }
  throw new Error("no page of data/ lists the articles in pages");
}

function changeBlog(dataDirectory: string, today: string): Pick<ContentChanges, "newPost" | "removedPost" | "sameDayPost" | "olderPosts"> {
  const { files, directory } = collection(dataDirectory, ARTICLE_TYPE);
  // Newest first, as the blog lists them: the last is the oldest.
  const posts = sortCollection(
    files.map(({ name, file }) => ({ slug: name, ...readJson<BlogPostFile>(file) })),
    BLOG_ORDER,
    (post) => post.slug,
  ).map(({ slug, ...post }) => ({ slug, post }));
  const newest = posts[0]!;
  const oldest = posts[posts.length - 1]!;
  fs.rmSync(path.join(directory, `${oldest.slug}.json`));
  const slug = NEW_POST_SLUG;
  const title = `Proof article written on ${today}`;
  const externalUrl = "https://www.example.org/reference";
  const tableCell = "Application management services";
  const codeLine = "SELECT title, date_published, category FROM articles WHERE category = 'ERP' ORDER BY date_published DESC;";
  writeJson(path.join(directory, `${slug}.json`), {
    ...newest.post,
    title,
    datePublished: today,
    seo: { ...newest.post.seo, title },
    body: [
      "A new article an editor wrote today, with *emphasis* and a [link to a reference](" + externalUrl + ").",
      "## What it proves",
      "- a list item\n- another list item",
      "> A block quote.",
      `![The article image again](${newest.post.image})`,
      // What else Markdown lets an editor write: a top-level heading (the page shows it as a
      // subheading), raw HTML (dropped, its text kept), a bare address (a link), a table and code.
      "# A heading written as the top level",
      "Raw <b>HTML</b> <script>alert(1)</script> is dropped & a bare address is a link: https://www.example.org/plain.",
      `| Term | Meaning |\n| --- | --- |\n| AMS | ${tableCell} |`,
      `\`\`\`\n${codeLine}\n\`\`\``,
      ...newest.post.body,
    ],
  });
  // In a category of signs alone, no letter or digit to make its page's address from.
  const sameDay = { slug: SAME_DAY_POST_SLUG, title: `Another proof article written on ${today}`, category: "++" };
  writeJson(path.join(directory, `${sameDay.slug}.json`), {
    ...newest.post,
    title: sameDay.title,
    category: sameDay.category,
    datePublished: today,
    seo: { ...newest.post.seo, title: sameDay.title },
  });
  // Enough older articles (each a day before the oldest left) that the list needs a second page.
  const pageSize = articlePageSize(dataDirectory);
  const remaining = posts.slice(0, -1);
  const count = Math.max(1, pageSize + 1 - (remaining.length + 2));
  const oldestLeft = remaining[remaining.length - 1]!.post;
  for (let index = 1; index <= count; index += 1) {
    const date = new Date(Date.parse(`${oldestLeft.datePublished}T00:00:00Z`) - index * 86_400_000).toISOString().slice(0, 10);
    const olderTitle = `Older proof article ${index}`;
    writeJson(path.join(directory, `older-proof-article-${index}.json`), {
      ...oldestLeft,
      title: olderTitle,
      datePublished: date,
      seo: { ...oldestLeft.seo, title: olderTitle },
    });
  }
  return {
    newPost: { slug, title, date: today, externalUrl, category: newest.post.category, codeLine, tableCell },
    removedPost: { slug: oldest.slug, title: oldest.post.title },
    sameDayPost: sameDay,
    olderPosts: { count, pageSize },
  };
}

/** `items` repeated `times` times, each repeat's items told apart by `mark` (the schema lists like items; the page keys none by text). */
function repeated<T>(items: readonly T[], times: number, mark: (item: T, repeat: number) => T): T[] {
  return Array.from({ length: times }, (_, repeat) => items.map((item) => (repeat === 0 ? item : mark(item, repeat + 1)))).flat();
}

function changeCaseStudies(dataDirectory: string): Pick<ContentChanges, "newCaseStudy"> {
  const { files, directory } = collection(dataDirectory, CASE_STUDY_TYPE);
  const studies = files.map(({ file }) => readJson<CaseStudyFile>(file));
  const source = studies[0]!;
  const slug = NEW_CASE_STUDY_SLUG;
  const title = "Proof case study added by an editor";
  const texts = (items: readonly string[]) => repeated(items, LONG_LISTS, (item, repeat) => `${item} (${repeat})`);
  writeJson(path.join(directory, `${slug}.json`), {
    ...source,
    title,
    order: Math.max(...studies.map((study) => study.order)) + 1,
    challenge: { ...source.challenge, painPoints: texts(source.challenge.painPoints) },
    solution: { ...source.solution, approaches: texts(source.solution.approaches) },
    implementation: {
      ...source.implementation,
      phases: repeated(source.implementation.phases, LONG_LISTS, (phase, repeat) => ({ ...phase, phase: `${phase.phase} (${repeat})` })).map((phase) => ({
        ...phase,
        activities: texts(phase.activities),
      })),
    },
    results: {
      ...source.results,
      metrics: repeated(source.results.metrics, LONG_LISTS, (metric, repeat) => ({ ...metric, metric: `${metric.metric} (${repeat})` })),
    },
  });
  return { newCaseStudy: { slug, title } };
}

/** The first FAQ of the pages made of sections gains "<its first question> (more)": a question whose text holds another's. */
function changeQuestions(dataDirectory: string): Pick<ContentChanges, "longerQuestion"> {
  type Faq = { type: string; id: string; items: Array<{ question: string; answer: string }> };
  for (const page of sectionPageFiles(dataDirectory)) {
    const json = readJson<{ sections: Faq[] }>(page.file);
    const faq = json.sections.find((section) => section.type === "faq" && section.items.length > 0);
    if (!faq) continue;
    const first = faq.items[0]!;
    const question = `${first.question} (more)`;
    faq.items.push({ question, answer: `${first.answer} More on this.` });
    writeJson(page.file, json);
    return { longerQuestion: { route: page.route, sectionId: faq.id, question, holds: first.question } };
  }
  throw new Error("no page of data/ has a FAQ section to add a question to");
}

/**
 * The header's first service group links its first page again, at the group's end, under the same
 * label, and the page of the header's first top link to a whole page under another label (a header
 * without such a top link gets one first, to the page of its "view all" link).
 */
function changeHeader(dataDirectory: string): Pick<ContentChanges, "linkedTwice" | "linkedFromTopAndGroup"> {
  type Link = { label: string; page: string };
  const file = path.join(dataDirectory, "site.json");
  const json = readJson<{ header: { links: Link[]; viewAllLink: Link; serviceGroups: Array<{ title: string; links: Link[] }> } }>(file);
  const group = json.header.serviceGroups[0];
  if (!group?.links[0]) throw new Error("data/site.json: the header has no service group with a link to repeat");
  const link = group.links[0];
  // A top link to a whole page; where the header has none (its top links may all lead to sections), the page "view all" opens gets one.
  let top = json.header.links.find((candidate) => !candidate.page.includes("#") && candidate.page !== link.page);
  if (!top && !json.header.viewAllLink.page.includes("#") && json.header.viewAllLink.page !== link.page) {
    top = { ...json.header.viewAllLink };
    json.header.links.push(top);
  }
  if (!top) throw new Error("data/site.json: the header has no top link to a whole page of its own");
  const again = { label: `${top.label}, again`, page: top.page };
  group.links.push({ ...link }, again);
  writeJson(file, json);
  return { linkedTwice: { group: group.title, label: link.label, page: link.page }, linkedFromTopAndGroup: again };
}

/** A landing page of a hero alone, copied from the first page of the page model whose first section is a plain hero. */
function addHeroAlone(dataDirectory: string): Pick<ContentChanges, "heroAlone"> {
  const name = "proof-page-of-a-hero-alone";
  const source = sectionPageFiles(dataDirectory)
    .filter((page) => page.directory === "pages")
    .map(({ file }) => readJson<PageFile>(file))
    .find((page) => page.$schema === PAGE_SCHEMA && page.sections[0]?.type === "hero");
  const hero = source?.sections[0];
  if (!source || hero?.type !== "hero") throw new Error("data/pages has no page of the page model that opens with a hero");
  const title = "A Page of a Hero Alone";
  const page: PageFile = {
    $schema: PAGE_SCHEMA,
    seo: { ...source.seo, title },
    sections: [{ ...hero, title, actions: [] }],
  };
  writeJson(path.join(dataDirectory, "pages", `${name}.json`), page);
  const route = routeOfFile(`pages/${name}.json`)!;
  return { heroAlone: { route, sectionId: hero.id, title } };
}

/**
 * The logo's text gains two words (a company renamed), so its mark shows as many initials as it can,
 * and its tagline says more than a phone's header has room for, pressing on the mark.
 */
function changeLogo(dataDirectory: string): Pick<ContentChanges, "logoText"> {
  const file = path.join(dataDirectory, "site.json");
  const json = readJson<{ logoText: string; logoTagline: string }>(file);
  json.logoText = `${json.logoText} Global Services`;
  json.logoTagline = `${json.logoTagline}, ${json.logoTagline}, ${json.logoTagline}`;
  writeJson(file, json);
  return { logoText: json.logoText };
}

/**
 * The office hours written out in full, longer than a phone's line (the icons beside them keep their
 * shape), and a skip link's text of several lines (it stays out of sight until focused).
 */
function lengthenSiteTexts(dataDirectory: string): void {
  const file = path.join(dataDirectory, "site.json");
  const json = readJson<{ contact: { hours: string }; ui: { skipLink: string } }>(file);
  json.contact.hours = `${json.contact.hours}; ${json.contact.hours}; ${json.contact.hours}`;
  json.ui.skipLink = `${json.ui.skipLink}, ${json.ui.skipLink}, ${json.ui.skipLink}`;
  writeJson(file, json);
}

function changeTestimonials(dataDirectory: string): Pick<ContentChanges, "removedTestimonial"> {
  const file = path.join(dataDirectory, "testimonials.json");
  const json = readJson<TestimonialsFile>(file);
  // One of the project's own, never the one a CMS task added to the copy: a featured one where
  // another stays featured, so the home page's selection changes too, else the last of the others.
  const own = new Set(readJson<TestimonialsFile>(path.resolve("data", "testimonials.json")).testimonials.map((testimonial) => testimonial.content));
  const featured = json.testimonials.filter((testimonial) => testimonial.featured);
  const others = json.testimonials.filter((testimonial) => !testimonial.featured && own.has(testimonial.content));
  let victim = featured.length > 1 ? featured.at(-1) : others.at(-1);
  if (!victim) {
    // The data holds its one featured testimonial alone: a second featured one comes first, so one stays.
    const only = featured[0]!;
    json.testimonials.push({ ...only, name: "Second Featured Client", content: "A second featured testimonial, so that one stays when the first goes." });
    victim = only;
  }
  json.testimonials = json.testimonials.filter((testimonial) => testimonial !== victim);
  writeJson(file, json);
  return { removedTestimonial: { name: victim.name, content: victim.content } };
}

/**
 * The page an editor copies to make a new one: the first page of the one page model (not the home
 * page; one with breadcrumbs if any has them, whose last crumb must then be the copy, not the
 * page it was copied from), with the title of its first section (a hero kind, the page's h1).
 */
export function pageToCopy(dataDirectory: string): { name: string; heroTitle: string; hasTrail: boolean } {
  const candidates = sectionPageFiles(dataDirectory)
    .filter((page) => page.directory === "pages" && page.name !== "index")
    .map(({ name, file }) => ({ name, page: readJson<PageFile>(file) }))
    .filter(({ page }) => page.$schema === PAGE_SCHEMA);
  const source = candidates.find(({ page }) => page.breadcrumbs !== undefined) ?? candidates[0];
  if (!source) throw new Error("data/pages has no page of the page model to copy");
  const [first] = source.page.sections;
  if (!first || !("title" in first) || typeof first.title !== "string") throw new Error(`data/pages/${source.name}.json: the first section has no title`);
  return { name: source.name, heroTitle: first.title, hasTrail: source.page.breadcrumbs !== undefined };
}

/** Applies the editor's week to `dataDirectory` (a copy) and says what changed. */
export function changeContent(dataDirectory: string, today: string): ContentChanges {
  const changes = { added: [], removed: [], shrinkable: 0 } as unknown as ContentChanges;
  // Testimonials first: the generic list changes must not pick the one that is removed.
  Object.assign(changes, changeTestimonials(dataDirectory));
  changeLists(dataDirectory, changes);
  Object.assign(
    changes,
    changeBlog(dataDirectory, today),
    changeCaseStudies(dataDirectory),
    changeQuestions(dataDirectory),
    changeHeader(dataDirectory),
    changeLogo(dataDirectory),
    addHeroAlone(dataDirectory),
  );
  lengthenSiteTexts(dataDirectory);
  return changes;
}
