import { DESKTOP, openPage, url, visit, useBrowser } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import type testimonialsPage from "../data/pages/testimonials.json";
import type siteFile from "../data/site.json";
import { dataFile, pageData, testimonials as readTestimonials } from "./support/content";
import { eventually } from "./support/eventually";

const site = dataFile<typeof siteFile>("site.json");

jest.setTimeout(90_000);

const PATH = "/testimonials";
const page = pageData<typeof testimonialsPage>("testimonials");
const testimonials = readTestimonials();
const featured = testimonials.testimonials.filter((testimonial) => testimonial.featured);
const others = testimonials.testimonials.filter((testimonial) => !testimonial.featured);

const browser = useBrowser();

test("/testimonials: head, stats, the featured testimonials then all the others, in the data's order, with every field", async () => {
  const { page: browserPage, context, problems } = await openPage(browser(), { viewport: DESKTOP });
  const response = await browserPage.goto(url(PATH));
  expect(response?.status()).toBe(200);
  await expectHead(browserPage, { ...page.seo, path: PATH, jsonLdTypes: ["WebPage"] });
  await eventually(async () => expect(await browserPage.getByRole("heading", { level: 1 }).allTextContents()).toEqual([page.hero.title]));

  const stats = region(browserPage, page.stats.title);
  await eventually(async () => expect(await stats.locator("dd").allTextContents()).toEqual(page.stats.stats.map((stat) => stat.value)));
  await eventually(async () => expect(await stats.locator("dt").allTextContents()).toEqual(page.stats.stats.map((stat) => stat.label)));

  for (const [heading, expected] of [
    [page.featured.title, featured],
    [page.more.title, others],
  ] as const) {
    const cards = itemsOf(region(browserPage, heading));
    await eventually(async () => expect(await cards.count()).toBe(expected.length));
    for (const [index, testimonial] of expected.entries()) {
      const card = cards.nth(index);
      await eventually(async () => expect(await card.getByRole("img", { name: `Rated ${testimonial.rating} out of 5` }).count()).toBe(1));
      await eventually(async () => expect(await card.locator("blockquote").textContent()).toBe(testimonial.content));
      await eventually(async () =>
        expect(await card.locator("figcaption").textContent()).toBe(`${testimonial.name}${testimonial.role}, ${testimonial.company}`),
      );
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
  await eventually(async () =>
    expect(
      await browserPage
        .locator("main")
        .getByRole("img", { name: /^Rated \d out of 5$/ })
        .count(),
    ).toBe(testimonials.testimonials.length),
  );
  expectNoProblems(problems);
  await context.close();
});

test("the home page shows the same featured testimonials, in the same order", async () => {
  const { page: browserPage, context } = await openPage(browser());
  await visit(browserPage, "/");
  const names = await browserPage.locator("#testimonials figcaption .name").allTextContents();
  expect(names).toEqual(featured.map((testimonial) => testimonial.name));
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
  await eventually(async () =>
    expect(await browserPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Testimonials" }).getAttribute("aria-current")).toBe("page"),
  );
  await context.close();
});
