import fs from "fs";
import path from "path";
import { CONTENT_KINDS, isPageKind, type ContentKind, type PageKind } from "../content/content-kinds";

/** A data file that makes a page: its kind, its folder below data/, its name (the page's slug), its address and its path on disk. */
export type PageFile = { kind: PageKind; directory: string; name: string; route: string; file: string };

/** Every data file that makes a page, kind by kind and folder by folder (a missing folder has none), each folder's files by name. */
export function pageFiles(dataDirectory: string): PageFile[] {
  return (CONTENT_KINDS as readonly ContentKind[]).filter(isPageKind).flatMap((kind) =>
    kind.directories.flatMap((directory) => {
      const folder = path.join(dataDirectory, directory);
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder)
        .filter((fileName) => fileName.endsWith(".json"))
        .sort()
        .map((fileName) => {
          const name = path.basename(fileName, ".json");
          return { kind, directory, name, route: kind.route(name), file: path.join(folder, fileName) };
        });
    }),
  );
}

/** The kind of the one page model: pages made of sections (data/pages, data/services). */
const SECTION_PAGE_TYPE = "PageJson";

/** The data files of the pages of one kind (its GraphQL type name), in `pageFiles` order. */
export function pageFilesOfType(dataDirectory: string, typeName: string): PageFile[] {
  return pageFiles(dataDirectory).filter((file) => file.kind.typeName === typeName);
}

/** Every data file of a page made of sections, in `pageFiles` order: data/pages by name, then data/services. */
export function sectionPageFiles(dataDirectory: string): PageFile[] {
  return pageFilesOfType(dataDirectory, SECTION_PAGE_TYPE);
}
