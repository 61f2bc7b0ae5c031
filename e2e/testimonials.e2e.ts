import { DESKTOP, PHONE, openPage, url, visit, useBrowser } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import page from "../data/pages/testimonials.json";
import testimonials from "../data/testimonials.json";
import site from "../data/site.json";

jest.setTimeout(90_000);

const PATH = "/testimonials";
const featured = testimonials.testimonials.filter((testimonial) => testimonial.featured);
const others = testimonials.testimonials.filter((testimonial) => !testimonial.featured);

const browser = useBrowser();

test("the data holds nine five-star testimonials, three of them featured, from eight industries", () => {
  expect(testimonials.testimonials).toHaveLength(9);
  expect(featured).toHaveLength(3);
  expect(testimonials.testimonials.every((testimonial) => testimonial.rating === 5)).toBe(true);
  expect(new Set(testimonials.testimonials.map((testimonial) => testimonial.industry)).size).toBe(8);
});

test("/testimonials: head, stats, three featured plus six more testimonials with every field", async () => {
  const { page: browserPage, context, problems } = await openPage(browser(), { viewport: DESKTOP });
  const response = await browserPage.goto(url(PATH));
  expect(response?.status()).toBe(200);
  await expectHead(browserPage, { ...page.seo, path: PATH, jsonLdTypes: ["WebPage"] });
  await expect(browserPage.getByRole("heading", { level: 1 }).allTextContents()).resolves.toEqual([page.hero.title]);

  const stats = region(browserPage, page.stats.title);
  await expect(stats.locator("dd").allTextContents()).resolves.toEqual(["98%", "500+", "85%", "4.9/5", "8"]);
  await expect(stats.locator("dt").allTextContents()).resolves.toEqual(page.stats.stats.map((stat) => stat.label));

  for (const [heading, expected] of [
    [page.featured.title, featured],
    [page.more.title, others],
  ] as const) {
    const cards = itemsOf(region(browserPage, heading));
    await expect(cards.count()).resolves.toBe(expected.length);
    for (const [index, testimonial] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("img", { name: "Rated 5 out of 5" }).count()).resolves.toBe(1);
      await expect(card.locator("blockquote").textContent()).resolves.toBe(testimonial.content);
      await expect(card.locator("figcaption").textContent()).resolves.toBe(`${testimonial.name}${testimonial.role}, ${testimonial.company}`);
      const details = await card.locator("dl > div").evaluateAll((rows) => rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]));
      expect(details).toEqual([
        [testimonials.industryLabel, testimonial.industry],
        [testimonials.projectTypeLabel, testimonial.projectType],
        [testimonials.resultsLabel, testimonial.results],
      ]);
    }
  }
  await expect(browserPage.locator("main").getByRole("img", { name: "Rated 5 out of 5" }).count()).resolves.toBe(9);
  expectNoProblems(problems);
  await context.close();
});

test("the home page shows the same three featured testimonials", async () => {
  const { page: browserPage, context } = await openPage(browser());
  await visit(browserPage, "/");
  const names = await browserPage.locator("#testimonials figcaption .name").allTextContents();
  expect(names).toEqual(featured.map((testimonial) => testimonial.name));
  await context.close();
});

test("the scheduler links open a new tab with rel=noopener noreferrer; the header marks the page as current", async () => {
  const { page: browserPage, context } = await openPage(browser());
  await visit(browserPage, PATH);
  const schedule = browserPage.locator("main").getByRole("link", { name: /^Schedule Consultation/ });
  await expect(schedule.count()).resolves.toBe(2);
  for (const link of await schedule.all()) {
    await expect(link.getAttribute("href")).resolves.toBe(site.schedulerUrl);
    await expect(link.getAttribute("target")).resolves.toBe("_blank");
    await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
  }
  const newTab = browserPage.locator("a[target='_blank']");
  await expect(newTab.evaluateAll((links) => links.every((link) => link.getAttribute("rel") === "noopener noreferrer"))).resolves.toBe(true);
  await expect(browserPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Testimonials" }).getAttribute("aria-current")).resolves.toBe("page");
  await context.close();
});
