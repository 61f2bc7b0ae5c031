import { siteDataQueryResult } from "../../../jest/fixtures/site-data";
import { renderHead } from "../../../jest/render-with-site";
import { fillPattern } from "../../lib/text-pattern";
import { ListingPageSeo } from "../listing-page-seo";
import { SEO_TITLE_MAX_LENGTH } from "../seo-limits";

const site = siteDataQueryResult().siteJson;
const paths = ["/blog", "/blog/page/2", "/blog/page/3"];
/** A title as long as a page's seo block may have, in words. */
const longestTitle = "Insights ".repeat(20).slice(0, SEO_TITLE_MAX_LENGTH).trim();
const seo = { title: longestTitle, description: "d".repeat(60), keywords: ["k"], noIndex: null, imageAlt: null, image: null };

function titleOf(page: number): string {
  return renderHead(<ListingPageSeo seo={seo} path="/blog" position={{ page, paths }} />).querySelector("title")?.textContent ?? "";
}

/** The page's own part of a <title>: what the site's title template adds taken away. */
function ownTitle(title: string): string {
  const [before = "", after = ""] = site.titleTemplate.split("%s");
  expect(title.startsWith(before) && title.endsWith(after)).toBe(true);
  return title.slice(before.length, title.length - after.length);
}

test("the first page has the page's own title; a later page its own, as long as a page's title may be, and numbered", () => {
  expect(ownTitle(titleOf(1))).toBe(longestTitle);
  for (const page of [2, 3]) expect(ownTitle(titleOf(page)).length).toBeLessThanOrEqual(SEO_TITLE_MAX_LENGTH);
  // The number stays: the first page's title is what gives way.
  expect(titleOf(2)).not.toBe(titleOf(3));
  // Each of the pattern's own parts, number and all, is there in full.
  const patternParts = site.listPages.pageTitle.split("{title}").map((part) => fillPattern(part, { page: 2 }).trim());
  for (const part of patternParts) expect(ownTitle(titleOf(2))).toContain(part);
});
