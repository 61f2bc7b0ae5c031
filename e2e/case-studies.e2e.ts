import { url, useBrowser, useTab, visitInTab } from "./support/browser";
import { expectHead, expectNoProblems, itemsOf, region, type JsonLdEntity } from "./support/page-checks";
import { caseStudies, dataFile } from "./support/content";
import { eventually } from "./support/eventually";
import { expectClosingSectionShown } from "./support/section-structure";
import { cardImageLoading, describeEachPageWith, listPathFor } from "./support/section-pages";
import { itemsToCheck } from "./support/items-to-check";
import { expectedSourceTypes, sourceTypesIn } from "./support/image-sources";
import { walkListing } from "./support/listing-walk";
import type { SiteFile } from "../src/content-file-types";

/**
 * The case-study list, on every page whose data holds one, and every case study's own page (one per
 * file of data/case-studies): every part of its data, its breadcrumbs and structured data.
 */

jest.setTimeout(90_000);

/** In the editors' list order (`order`). */
const STUDIES = caseStudies();
const site = dataFile<SiteFile>("site.json");
/** The labels and closing section every case study page shares. */
const labels = site.caseStudyPage;

const browser = useBrowser();
const tab = useTab(browser);

/** A BreadcrumbList's entries as [position, name, path]. */
function crumbsOf(breadcrumb: JsonLdEntity | undefined): Array<[number, string, string]> {
  return (breadcrumb?.itemListElement as Array<{ position: number; name: string; item: string }>).map((crumb) => [
    crumb.position,
    crumb.name,
    new URL(crumb.item).pathname,
  ]);
}

describeEachPageWith<{ readMoreLabel: string; pageSize: number }>("caseStudyList", (listPage, list) => {
  const { path } = listPage;
  /** What the list's first page shows: its first pageSize case studies (the next ones on /case-studies/2, …). */
  const firstPage = STUDIES.slice(0, list.pageSize);

  test("its first page: each of its case studies in the editors' order with industry, timeline, key results, image (the first at once, in the initial viewport) and a link that opens it", async () => {
    const { page, problems } = tab();
    await visitInTab(tab(), path);
    const items = itemsOf(region(page, list.title));
    await eventually(async () => expect(await items.count()).toBe(firstPage.length));
    for (const [index, study] of firstPage.entries()) {
      const item = items.nth(index);
      await eventually(async () => expect(await item.getByRole("heading", { level: 3 }).textContent()).toBe(study.title));
      const text = await item.textContent();
      for (const value of [study.industry, study.summary.timeline, study.keyResults.efficiency, study.keyResults.cost, study.keyResults.time]) {
        expect(text).toContain(value);
      }
      // The title is visually hidden text in the link, so the link's name says which case study it opens.
      const link = item.locator(`a[href="${study.path}"]`);
      await eventually(async () => expect(await link.evaluate((element) => element.textContent)).toBe(`${list.readMoreLabel}: ${study.title}`));
      await eventually(async () => expect(await sourceTypesIn(item)).toEqual(expectedSourceTypes(study.image)));
      const image = item.locator("picture img");
      await eventually(async () => expect(await image.getAttribute("alt")).toBe(study.imageAlt));
      expect({ loading: await image.getAttribute("loading"), fetchpriority: await image.getAttribute("fetchpriority") }).toEqual(
        cardImageLoading(listPage, list, index),
      );
    }
    const last = firstPage[firstPage.length - 1]!;
    await items
      .nth(firstPage.length - 1)
      .locator(`a[href="${last.path}"]`)
      .click();
    await page.waitForURL(url(last.path));
    await page.getByRole("heading", { level: 1, name: last.title, exact: true }).waitFor();
    expectNoProblems(problems);
  });

  test("its pages, from the first through each Next link, list every case study once, in the editors' order, a page's worth each", async () => {
    const { page } = tab();
    await visitInTab(tab(), path);
    const visits = await walkListing(page, site.listPages);
    expect(visits.every((visit) => visit.titles.length <= list.pageSize)).toBe(true);
    expect(visits.flatMap((visit) => visit.titles)).toEqual(STUDIES.map((study) => study.title));
  });
});

describe.each(itemsToCheck(STUDIES).map((study) => [study.path, study] as const))("%s", (path, study) => {
  test("shows every part of the case study, with breadcrumb JSON-LD and no console errors", async () => {
    const { page, problems } = tab();
    const response = await visitInTab(tab(), path);
    expect(response?.status()).toBe(200);
    const [, breadcrumb] = await expectHead(page, { ...study.seo, path, jsonLdTypes: ["WebPage", "BreadcrumbList"] });
    expect(crumbsOf(breadcrumb)).toEqual([
      [1, labels.homeLabel, "/"],
      [2, labels.listLabel, listPathFor("caseStudyList", path)],
      [3, study.title, path],
    ]);
    const crumbs = page.getByRole("navigation", { name: labels.breadcrumbLabel, exact: true }).getByRole("listitem");
    await eventually(async () => expect(await crumbs.allTextContents()).toEqual([labels.homeLabel, labels.listLabel, study.title]));
    await eventually(async () => expect(await crumbs.last().getAttribute("aria-current")).toBe("page"));

    await eventually(async () => expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([study.title]));
    const facts = await page
      .getByRole("region", { name: labels.factsLabel, exact: true })
      .locator("dl > div")
      .evaluateAll((rows) => rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]));
    expect(facts).toEqual([
      [labels.clientLabel, study.company],
      [labels.industryLabel, study.industry],
      [labels.durationLabel, study.projectDuration],
      [labels.teamSizeLabel, study.teamSize],
      [labels.locationLabel, study.location],
      [labels.roiLabel, labels.roiValue],
    ]);

    const challenge = region(page, study.challenge.title);
    await eventually(async () => expect(await challenge.getByRole("listitem").allTextContents()).toEqual(study.challenge.painPoints));
    await eventually(async () => expect(await region(page, study.solution.title).getByRole("listitem").allTextContents()).toEqual(study.solution.approaches));
    const phases = itemsOf(region(page, study.implementation.title));
    await eventually(async () => expect(await phases.count()).toBe(study.implementation.phases.length));
    for (const [index, phase] of study.implementation.phases.entries()) {
      const text = await phases.nth(index).textContent();
      for (const value of [phase.phase, phase.duration, ...phase.activities]) expect(text).toContain(value);
    }
    const metrics = await itemsOf(region(page, study.results.title)).getByRole("heading").allTextContents();
    expect(metrics).toEqual(study.results.metrics.map((metric) => `${metric.improvement} ${metric.metric}`));

    const figure = page.locator("figure").filter({ has: page.locator("blockquote") });
    await eventually(async () => expect(await figure.locator("blockquote").textContent()).toBe(study.testimonial.quote));
    await eventually(async () =>
      expect(await figure.locator("figcaption").textContent()).toBe(`${study.testimonial.author}${study.testimonial.position}, ${study.testimonial.company}`),
    );

    const image = page.getByAltText(study.imageAlt, { exact: true });
    await eventually(async () => expect(await image.getAttribute("loading")).toBe("eager"));
    await eventually(async () => expect(await image.getAttribute("fetchpriority")).toBe("high"));
    // WebP only besides the original: smaller than AVIF for these illustrations (docs/performance.md).
    expect(await sourceTypesIn(page.locator("body"))).toEqual(expectedSourceTypes(study.image));
    // The image's width (the query's) and height are in the HTML, in the image file's proportions, and its box keeps
    // them before it loads (no layout shift).
    await eventually(async () => expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true));
    const [width, height] = [Number(await image.getAttribute("width")), Number(await image.getAttribute("height"))];
    expect(width).toBe(640);
    const fileProportion = await image.evaluate((img: HTMLImageElement) => img.naturalHeight / img.naturalWidth);
    expect(Math.abs(height - width * fileProportion)).toBeLessThanOrEqual(1);
    const frame = image.locator("xpath=ancestor::div[1]");
    expect(await frame.evaluate((element) => getComputedStyle(element).aspectRatio)).toBe(`${width} / ${height}`);
    const box = await image.boundingBox();
    expect(box && Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(width / height, 1);

    // The closing section: its text and every action of the data (scheduler in a new tab without opener).
    await eventually(() => expectClosingSectionShown(page, labels.cta, site.schedulerUrl));
    expectNoProblems(problems);
  });
});
