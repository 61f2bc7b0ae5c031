/**
 * Where a page stands in a listing that is split into pages: which page it is and the address of
 * every page of the listing, first to last (the build works them out, gatsby/listings/listing-pages.ts, and
 * hands them to the page as part of its context). `category` names the category a category page
 * lists.
 */
export type ListPosition = {
  /** 1 for the first page. */
  page: number;
  /** Every page's address, the first page's first. */
  paths: string[];
  category?: string;
};
