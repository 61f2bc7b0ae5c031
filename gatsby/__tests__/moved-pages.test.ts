/** @jest-environment node */
import fs from "fs";
import path from "path";
import { movedAddressConflicts } from "../create-pages";
import { movedPages } from "../routes/moved-pages";
import { PAGE_ROUTES } from "../routes/routes";
import { temporaryDirectory } from "../../jest/temporary-directory";

function dataWithSite(site: object): string {
  const directory = temporaryDirectory("moved-pages");
  fs.writeFileSync(path.join(directory, "site.json"), JSON.stringify(site));
  return directory;
}

test("each old address forwards to the current address of the page file it names", () => {
  const data = dataWithSite({
    movedPages: [
      { from: "/old-service", page: "services/new-service" },
      { from: "/old/contact", page: "pages/contact" },
    ],
  });
  expect(movedPages(data)).toEqual([
    { fromPath: "/old-service", toPath: PAGE_ROUTES.PageJson("new-service") },
    { fromPath: "/old/contact", toPath: PAGE_ROUTES.PageJson("contact") },
  ]);
});

test("a site without moved pages forwards nothing", () => {
  expect(movedPages(dataWithSite({}))).toEqual([]);
});

test("a moved page that names no page file stops the build, naming the field", () => {
  const data = dataWithSite({ movedPages: [{ from: "/old", page: "nowhere/at-all" }] });
  expect(() => movedPages(data)).toThrow('data/site.json: field "movedPages[0].page" names nowhere/at-all');
});

test("an old address that a page of the site has is refused, naming the field and the page's kind", () => {
  const moved = [
    { fromPath: "/old", toPath: "/contact" },
    { fromPath: "/contact", toPath: "/" },
  ];
  expect(movedAddressConflicts(moved, new Map([["/contact", "PageJson"]]))).toEqual([
    'data/site.json: field "movedPages[1].from" is /contact, the address of a page that exists (a PageJson); an old address must be free',
  ]);
});
