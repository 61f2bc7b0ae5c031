import { DESKTOP, openPage, url, visit, useBrowser } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import type siteFile from "../data/site.json";
import { dataFile, pageFile, sectionOf, testimonials as readTestimonials, type PageSection } from "./support/content";
import { eventually } from "./support/eventually";
import { expectTestimonialCard } from "./support/testimonial-cards";

const site = dataFile<typeof siteFile>("site.json");

jest.setTimeout(90_000);

const page = pageFile("testimonials");
const PATH = page.path;
const hero = sectionOf(page, "hero");
const stats = sectionOf<{ stats: Array<{ value: string; label: string }> }>(page, "stats");
const testimonials = readTestimonials();

/** The stars' accessible name for any rating, from the label in data/testimonials.json. */
const anyRating = new RegExp(
  `^${testimonials.ratingLabel
    .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
    .replace("{rating}", "\\d")
    .replace("{max}", "5")}$`,
);

/** Each testimonialList section of the page with the testimonials its `show` picks, in the file's order. */
const lists = page.sections
  .filter((section): section is PageSection & { show?: string } => section.type === "testimonialList")
  .map((section) => ({
    title: section.title,
    expected: testimonials.testimonials.filter((testimonial) =>
      section.show === "featured" ? testimonial.featured : section.show === "others" ? !testimonial.featured : true,
    ),
  }));

const browser = useBrowser();

test("/testimonials: head, stats, the featured testimonials then all the others, in the data's order, with every field", async () => {
  const { page: browserPage, context, problems } = await openPage(browser(), { viewport: DESKTOP });
  const response = await browserPage.goto(url(PATH));
  expect(response?.status()).toBe(200);
  await expectHead(browserPage, { ...page.seo, path: PATH, jsonLdTypes: ["WebPage"] });
  await eventually(async () => expect(await browserPage.getByRole("heading", { level: 1 }).allTextContents()).toEqual([hero.title]));

  const figures = region(browserPage, stats.title);
  await eventually(async () => expect(await figures.locator("dd").allTextContents()).toEqual(stats.stats.map((stat) => stat.value)));
  await eventually(async () => expect(await figures.locator("dt").allTextContents()).toEqual(stats.stats.map((stat) => stat.label)));

  // Every testimonial is on the page once: the lists together show the whole file.
  expect(lists.flatMap((list) => list.expected.map((testimonial) => testimonial.name)).sort()).toEqual(
    testimonials.testimonials.map((testimonial) => testimonial.name).sort(),
  );
  for (const { title, expected } of lists) {
    const cards = itemsOf(region(browserPage, title));
    await eventually(async () => expect(await cards.count()).toBe(expected.length));
    for (const [index, testimonial] of expected.entries()) {
      const card = cards.nth(index);
      await expectTestimonialCard(card, testimonial, testimonials.ratingLabel);
      const details = await card
        .locator("dl > div")
        .evaluateAll((rows) => rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]));
      expect(details).toEqual([
        [testimonials.industryLabel, testimonial.industry],
        [testimonials.projectTypeLabel, testimonial.projectType],
        [testimonials.resultsLabel, testimonial.results],
      ]);
    }
  }
  await eventually(async () => expect(await browserPage.locator("main").getByRole("img", { name: anyRating }).count()).toBe(testimonials.testimonials.length));
  expectNoProblems(problems);
  await context.close();
});

test("the scheduler links open a new tab with rel=noopener noreferrer; the header marks the page as current", async () => {
  const { page: browserPage, context } = await openPage(browser());
  await visit(browserPage, PATH);
  // Every scheduler action of the page's data, and any the layout adds, leads to data/site.json's scheduler.
  const inData = JSON.stringify(page).split('"scheduler":true').length - 1;
  const schedule = browserPage.locator("main").locator(`a[href="${site.schedulerUrl}"]`);
  await eventually(async () => expect(await schedule.count()).toBeGreaterThanOrEqual(Math.max(inData, 1)));
  for (const link of await schedule.all()) {
    await eventually(async () => expect(await link.getAttribute("href")).toBe(site.schedulerUrl));
    await eventually(async () => expect(await link.getAttribute("target")).toBe("_blank"));
    await eventually(async () => expect(await link.getAttribute("rel")).toBe("noopener noreferrer"));
  }
  const newTab = browserPage.locator("a[target='_blank']");
  await eventually(async () =>
    expect(await newTab.evaluateAll((links) => links.every((link) => link.getAttribute("rel") === "noopener noreferrer"))).toBe(true),
  );
  const headerLink = site.header.links.find((link) => link.to === PATH);
  expect(headerLink).toBeDefined();
  await eventually(async () =>
    expect(await browserPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: headerLink!.label }).getAttribute("aria-current")).toBe(
      "page",
    ),
  );
  await context.close();
});
