import type { WithTargets } from "../../gatsby/routes/page-references";
import type { SiteFile } from "../../src/content-file-types";

type Header = WithTargets<SiteFile>["header"];

/**
 * The labels, sorted, of every link of the header to the page at `to`: its top links, each service
 * group's and "view all". An editor may link one page from several of them, under any labels.
 */
export function headerLabelsOf(header: Header, to: string): string[] {
  return [...header.links, ...header.serviceGroups.flatMap((group) => group.links), header.viewAllLink]
    .filter((link) => link.to === to)
    .map((link) => link.label)
    .sort();
}
