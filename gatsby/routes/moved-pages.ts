import fs from "fs";
import path from "path";
import { routeOfPageReference } from "./page-references";

/** An old address and the address of the page it forwards to. */
export type MovedPage = { fromPath: string; toPath: string };

type SiteFile = { movedPages?: ReadonlyArray<{ from: string; page: string }> };

/**
 * The old addresses of data/site.json (`movedPages`), each with the current address of the page it
 * names, so a moved page follows its file's route like every other link. Read from the file rather
 * than GraphQL because the sitemap options and the post-build step need them too.
 */
export function movedPages(dataDirectory = path.resolve("data")): MovedPage[] {
  const site = JSON.parse(fs.readFileSync(path.join(dataDirectory, "site.json"), "utf8")) as SiteFile;
  return (site.movedPages ?? []).map((moved, index) => {
    const toPath = routeOfPageReference(moved.page);
    if (!toPath) throw new Error(`data/site.json: field "movedPages[${index}].page" names ${moved.page}, which is not a data file that makes a page`);
    return { fromPath: moved.from, toPath };
  });
}
