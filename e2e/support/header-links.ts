import type { WithTargets } from "../../gatsby/routes/page-references";
import { headerRow } from "../../src/components/header/header-row-width";
import type { SiteFile } from "../../src/content-file-types";
import { DESKTOP } from "./browser";

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

type HeaderTexts = Pick<SiteFile, "header" | "logoText" | "logoTagline">;

/**
 * The least window width, in px, at which the header shows its links in a row rather than the menu
 * button: the header's own measure of its labels (src/components/header/header-row-width.ts), at
 * the browsers' 16 px to the em.
 */
export function headerRowFromPx(site: HeaderTexts): number {
  return Math.ceil(headerRow(site).from * 16);
}

/** A desktop window that shows the header's row: DESKTOP, or wider where the labels need it. */
export function headerRowViewport(site: HeaderTexts): { width: number; height: number } {
  return { width: Math.max(DESKTOP.width, headerRowFromPx(site)), height: DESKTOP.height };
}
