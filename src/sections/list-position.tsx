import { createContext, useContext } from "react";
import type { ListPosition } from "../lib/list-position";
import { useSiteData } from "../lib/use-site-data";
import { Pagination } from "../ui/pagination";

/**
 * The place of the page being rendered in a listing split into pages (its template's page context),
 * for the list section that shows it; none on a page whose list is shown whole.
 */
const ListPositionContext = createContext<ListPosition | undefined>(undefined);

export const ListPositionProvider = ListPositionContext.Provider;

/** The links to the other pages of the list being shown, with the site's labels (data/site.json `listPages`); nothing when it has one page. */
export function ListPagination() {
  const position = useContext(ListPositionContext);
  const { listPages } = useSiteData();
  if (!position) return null;
  return <Pagination page={position.page} paths={position.paths} labels={listPages} />;
}
