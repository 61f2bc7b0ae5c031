import fs from "fs";
import path from "path";
import { builtPages } from "../gatsby/files/built-html";
import { movedPages } from "../gatsby/routes/moved-pages";
import { PAGE_ROUTES } from "../gatsby/routes/routes";
import { openPage, url, useBrowser } from "./support/browser";
import { escapeRegExp } from "./support/page-checks";
import { isNotFoundPagePath, sitemapPaths } from "./support/sitemap";
import { dataFile } from "./support/content";
import { eventually } from "./support/eventually";
import type { NotFoundPageFile } from "../src/content-file-types";

const notFound = dataFile<NotFoundPageFile>("not-found.json");

jest.setTimeout(60_000);

const browser = useBrowser();

test("an unknown path answers 404 with the not-found page and logs the path to the console", async () => {
  const { page, context } = await openPage(browser());
  const logged = page.waitForEvent("console", (message) => message.type() === "error" && message.text().includes("/no-such-page"));
  const response = await page.goto(url("/no-such-page"));
  expect(response?.status()).toBe(404);
  // The code is read out before the heading (it is shown large above it, apart from the heading).
  await page.getByRole("heading", { level: 1, name: `${notFound.code}: ${notFound.heading}`, exact: true }).waitFor();
  await eventually(async () => expect(await page.getByText(notFound.code, { exact: true }).count()).toBeGreaterThan(0));
  const home = page.getByRole("main").getByRole("link", { name: notFound.homeLinkLabel, exact: true });
  await eventually(async () => expect(await home.getAttribute("href")).toBe("/"));
  await eventually(async () => expect(await logged).toBeTruthy());
  await eventually(async () => expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex,nofollow"));
  await home.click();
  await page.waitForURL(url("/"));
  await context.close();
});

test("an unknown case study id shows the case-study not-found text of the data with a link back to the list", async () => {
  const { page, context, problems } = await openPage(browser());
  const unknown = PAGE_ROUTES.CaseStudyJson("not-a-real-case-study");
  const logged = page.waitForEvent("console", (message) => message.text().includes(unknown));
  const response = await page.goto(url(unknown));
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: notFound.caseStudy.heading, exact: true }).waitFor();
  await eventually(async () => expect(await page.getByText(notFound.caseStudy.message, { exact: true }).isVisible()).toBe(true));
  const back = page.getByRole("main").getByRole("link", { name: notFound.caseStudy.backLink.label, exact: true });
  await eventually(async () => expect(await back.getAttribute("href")).toBe(notFound.caseStudy.backLink.to));
  await eventually(async () => expect(await page.getByRole("heading", { name: notFound.heading, exact: true }).count()).toBe(0));
  await eventually(async () => expect(await logged).toBeTruthy());
  expect(problems.pageErrors).toEqual([]);
  await context.close();
});

const moved = movedPages();

// The old addresses of data/site.json (movedPages), each forwarding to the page it names now.
for (const { fromPath, toPath } of moved) {
  test(`${fromPath} replaces itself with ${toPath} in the history`, async () => {
    const { page, context } = await openPage(browser());
    await page.goto(url("/"));
    const entriesBefore = await page.evaluate(() => history.length);
    await page.goto(url(fromPath));
    await page.waitForURL(url(toPath));
    // One new entry (the target); the old address did not stay behind.
    await eventually(async () => expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1));
    await page.goBack();
    await page.waitForURL(url("/"));
    await context.close();
  });

  test(`the stub at ${fromPath} is noindex, points its canonical at ${toPath} and is not in the sitemap`, async () => {
    const stub = await (await fetch(url(fromPath))).text();
    expect(stub).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(stub).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${escapeRegExp(toPath)}">`));
    expect(stub).toContain(`<meta http-equiv="refresh" content="0; url=${toPath}">`);
    expect(sitemapPaths()).not.toContain(fromPath);
  });
}

test("the build forwards exactly the moved addresses of data/site.json, and the sitemap lists no 404 page", () => {
  const stubs = builtPages(path.resolve("public"))
    .filter((file) => fs.readFileSync(file, "utf8").includes("data-moved-to="))
    .map((file) => `/${path.relative(path.resolve("public"), path.dirname(file))}`);
  expect(stubs.sort()).toEqual(moved.map(({ fromPath }) => fromPath).sort());
  expect(sitemapPaths().filter((route) => isNotFoundPagePath(route))).toEqual([]);
});
