/** @jest-environment node */
import fs from "fs";
import path from "path";
import { temporaryDirectory } from "../../jest/temporary-directory";
import { writeForwardingPages } from "../routes/forwarding-pages";
import { redirectStub } from "../post-build";

const TEXTS = { title: "Fixture page moved", message: "The fixture page moved.", linkLabel: "Go to the fixture page" };
const pageFor = (toPath: string) => redirectStub("https://www.example.com", toPath, TEXTS);
const read = (file: string) => fs.readFileSync(file, "utf8");

/** A public/ folder as a build leaves it, with a Gatsby page at each of `pages` (its path, e.g. "/blog"). */
function publicWith(pages: string[]): string {
  const publicDirectory = temporaryDirectory("forwarding-pages");
  for (const page of pages) {
    fs.mkdirSync(path.join(publicDirectory, page), { recursive: true });
    fs.writeFileSync(path.join(publicDirectory, page, "index.html"), `<!DOCTYPE html><html lang="en"><head></head><body>${page}</body></html>`);
  }
  return publicDirectory;
}

test("each old address gets a page forwarding to its new one; the files written are returned", () => {
  const publicDirectory = publicWith(["/", "/software-testing"]);
  const written = writeForwardingPages(publicDirectory, [{ fromPath: "/old/functional-testing", toPath: "/software-testing" }], pageFor);
  const file = path.join(publicDirectory, "old/functional-testing/index.html");
  expect([...written]).toEqual([file]);
  expect(read(file)).toBe(pageFor("/software-testing"));
});

test("a forwarding page of an earlier build whose address the data no longer lists is removed, with the folders it leaves empty; pages are kept", () => {
  const publicDirectory = publicWith(["/", "/software-testing", "/blog"]);
  writeForwardingPages(
    publicDirectory,
    [
      { fromPath: "/old/functional-testing", toPath: "/software-testing" },
      { fromPath: "/articles", toPath: "/blog" },
      { fromPath: "/kept", toPath: "/blog" },
    ],
    pageFor,
  );
  // A page now lives at a former old address: the build wrote it over the forwarding page.
  fs.writeFileSync(path.join(publicDirectory, "articles/index.html"), '<!DOCTYPE html><html lang="en"><body>A page again</body></html>');

  const written = writeForwardingPages(publicDirectory, [{ fromPath: "/kept", toPath: "/software-testing" }], pageFor);

  expect([...written]).toEqual([path.join(publicDirectory, "kept/index.html")]);
  expect(read(path.join(publicDirectory, "kept/index.html"))).toBe(pageFor("/software-testing"));
  expect(fs.existsSync(path.join(publicDirectory, "old"))).toBe(false);
  expect(read(path.join(publicDirectory, "articles/index.html"))).toContain("A page again");
  for (const page of ["index.html", "software-testing/index.html", "blog/index.html"]) expect(fs.existsSync(path.join(publicDirectory, page))).toBe(true);
});
