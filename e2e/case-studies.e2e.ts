import { openPage, url, useBrowser } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region } from "./support/page-checks";
import listPage from "../data/pages/case-studies.json";
import manufacturing from "../data/case-studies/manufacturing-erp-transformation.json";
import healthcare from "../data/case-studies/healthcare-digital-transformation.json";
import retail from "../data/case-studies/retail-omnichannel-integration.json";
import financial from "../data/case-studies/financial-services-cloud-modernization.json";

jest.setTimeout(90_000);

/** In list order (`order` 1-4); a case study's address is its file name. */
const STUDIES = [
  { ...manufacturing, id: "manufacturing-erp-transformation" },
  { ...healthcare, id: "healthcare-digital-transformation" },
  { ...retail, id: "retail-omnichannel-integration" },
  { ...financial, id: "financial-services-cloud-modernization" },
];

const browser = useBrowser();

test("/case-studies lists the four case studies in order with industry, timeline, three key results and a link", async () => {
  const { page, context, problems } = await openPage(browser());
  const response = await page.goto(url("/case-studies"));
  expect(response?.status()).toBe(200);
  await expectHead(page, { ...listPage.seo, path: "/case-studies", jsonLdTypes: ["WebPage", "BreadcrumbList"] });
  await expect(page.getByRole("heading", { level: 1 }).allTextContents()).resolves.toEqual(["Case Studies"]);
  const stats = await page.locator("main dl").first().locator("dd").allTextContents();
  expect(stats).toEqual(["150+", "50+", "40%", "6-18 months"]);

  const items = itemsOf(region(page, "Featured Case Studies"));
  await expect(items.count()).resolves.toBe(4);
  for (const [index, study] of STUDIES.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole("heading", { level: 3 }).textContent()).resolves.toBe(study.title);
    const text = await item.textContent();
    for (const value of [study.industry, study.summary.timeline, study.keyResults.efficiency, study.keyResults.cost, study.keyResults.time]) {
      expect(text).toContain(value);
    }
    // The title is visually hidden text in the link, so the link's name says which case study it opens.
    const link = item.getByRole("link", { name: /^Read Case Study/ });
    await expect(link.evaluate((element) => element.textContent)).resolves.toBe(`Read Case Study: ${study.title}`);
    await expect(link.getAttribute("href")).resolves.toBe(`/case-studies/${study.id}`);
    await expect(item.locator("picture source[type='image/webp']").count()).resolves.toBe(1);
    await expect(item.locator("img[data-main-image]").getAttribute("alt")).resolves.toBe(study.imageAlt);
  }
  await items.nth(3).getByRole("link", { name: /Read Case Study/ }).click();
  await page.waitForURL(url(`/case-studies/${STUDIES[3]!.id}`));
  await page.getByRole("heading", { level: 1, name: financial.title }).waitFor();
  expectNoProblems(problems);
  await context.close();
});

describe.each(STUDIES.map((study) => [study.id, study] as const))("/case-studies/%s", (id, study) => {
  test("shows every part of the case study, with breadcrumb JSON-LD and no console errors", async () => {
    const { page, context, problems } = await openPage(browser());
    const path = `/case-studies/${id}`;
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(200);
    const [, breadcrumb] = await expectHead(page, { ...study.seo, path, jsonLdTypes: ["WebPage", "BreadcrumbList"] });
    const crumbs = (breadcrumb?.itemListElement as Array<{ position: number; name: string; item: string }>).map((crumb) => [crumb.position, crumb.name, new URL(crumb.item).pathname]);
    expect(crumbs).toEqual([
      [1, "Home", "/"],
      [2, "Case Studies", "/case-studies"],
      [3, study.title, path],
    ]);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    await expect(trail.allTextContents()).resolves.toEqual(["Home", "Case Studies", study.title]);
    await expect(trail.last().getAttribute("aria-current")).resolves.toBe("page");

    await expect(page.getByRole("heading", { level: 1 }).allTextContents()).resolves.toEqual([study.title]);
    const facts = await page.getByRole("region", { name: "Project facts" }).locator("dl > div").evaluateAll((rows) =>
      rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]),
    );
    expect(facts).toEqual([
      ["Client", study.company],
      ["Industry", study.industry],
      ["Duration", study.projectDuration],
      ["Team size", study.teamSize],
      ["Location", study.location],
      ["ROI", "18 months"],
    ]);

    const challenge = region(page, study.challenge.title);
    await expect(challenge.getByRole("listitem").allTextContents()).resolves.toEqual(study.challenge.painPoints);
    await expect(region(page, study.solution.title).getByRole("listitem").allTextContents()).resolves.toEqual(study.solution.approaches);
    const phases = itemsOf(region(page, study.implementation.title));
    await expect(phases.count()).resolves.toBe(study.implementation.phases.length);
    for (const [index, phase] of study.implementation.phases.entries()) {
      const text = await phases.nth(index).textContent();
      for (const value of [phase.phase, phase.duration, ...phase.activities]) expect(text).toContain(value);
    }
    const metrics = await itemsOf(region(page, study.results.title)).getByRole("heading").allTextContents();
    expect(metrics).toEqual(study.results.metrics.map((metric) => `${metric.improvement} ${metric.metric}`));

    const figure = page.locator("figure").filter({ has: page.locator("blockquote") });
    await expect(figure.locator("blockquote").textContent()).resolves.toBe(study.testimonial.quote);
    await expect(figure.locator("figcaption").textContent()).resolves.toBe(
      `${study.testimonial.author}${study.testimonial.position}, ${study.testimonial.company}`,
    );

    const image = page.locator("img[data-main-image]");
    await expect(image.getAttribute("alt")).resolves.toBe(study.imageAlt);
    await expect(image.getAttribute("loading")).resolves.toBe("eager");
    await expect(image.getAttribute("fetchpriority")).resolves.toBe("high");
    // WebP only besides the original: smaller than AVIF for these illustrations (docs/performance.md).
    const sources = await page.locator("picture source").evaluateAll((elements) => elements.map((source) => source.getAttribute("type")));
    expect(sources).toEqual(["image/webp"]);
    // The wrapper reserves the image's width and height before it loads (no layout shift).
    const sizer = await page.locator(".gatsby-image-wrapper img[aria-hidden='true']").getAttribute("src");
    expect(decodeURIComponent(sizer ?? "")).toMatch(/height='400' width='640'/);
    await page.waitForFunction(() => (document.querySelector("img[data-main-image]") as HTMLImageElement | null)?.complete === true);
    const box = await image.boundingBox();
    expect(box && Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(640 / 400, 1);

    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" }).getAttribute("href")).resolves.toBe("/contact");
    expectNoProblems(problems);
    await context.close();
  });
});
