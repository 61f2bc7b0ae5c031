import type { ListPosition } from "../lib/list-position";
import { fillPatternWithin } from "../lib/text-pattern";
import { useSiteData } from "../lib/use-site-data";
import { PageSeo } from "./page-seo";
import { SEO_TITLE_MAX_LENGTH } from "./seo-limits";
import type { SeoImage } from "./seo";

type ListingPageSeoProps = {
  seo: Queries.SeoFieldsFragment;
  /** The address of the listing's first page. */
  path: string;
  /** The page's place in its listing; none when the list is shown whole. */
  position?: ListPosition;
  image?: SeoImage;
  jsonLd?: string;
};

/**
 * The head of a page of a listing split into pages: page 1 is the page itself; page 2 and later
 * have their own title (data/site.json `listPages.pageTitle`: "Blog — page 2", the first page's
 * title shortened when both would be too long together) and their own address as canonical, since
 * each shows other items.
 */
export function ListingPageSeo({ seo, path, position, image, jsonLd }: ListingPageSeoProps) {
  const { listPages } = useSiteData();
  const later = position !== undefined && position.page > 1;
  return (
    <PageSeo
      seo={later ? { ...seo, title: fillPatternWithin(listPages.pageTitle, { title: seo.title, page: position.page }, SEO_TITLE_MAX_LENGTH) } : seo}
      path={later ? (position.paths[position.page - 1] ?? path) : path}
      image={image}
      jsonLd={jsonLd}
    />
  );
}
