import { openPage, url, useBrowser } from "./support/browser";
import type notFoundFile from "../data/not-found.json";
import { dataFile } from "./support/content";
import { eventually } from "./support/eventually";

const notFound = dataFile<typeof notFoundFile>("not-found.json");

jest.setTimeout(60_000);

const browser = useBrowser();

test("an unknown path answers 404 with the not-found page and logs the path to the console", async () => {
  const { page, context } = await openPage(browser());
  const logged = page.waitForEvent("console", (message) => message.type() === "error" && message.text().includes("/no-such-page"));
  const response = await page.goto(url("/no-such-page"));
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: notFound.heading }).waitFor();
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
  const logged = page.waitForEvent("console", (message) => message.text().includes("/case-studies/not-a-real-case-study"));
  const response = await page.goto(url("/case-studies/not-a-real-case-study"));
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: notFound.caseStudy.heading, exact: true }).waitFor();
  await eventually(async () => expect(await page.getByText(notFound.caseStudy.message).isVisible()).toBe(true));
  const back = page.getByRole("main").getByRole("link", { name: notFound.caseStudy.backLink.label, exact: true });
  await eventually(async () => expect(await back.getAttribute("href")).toBe(notFound.caseStudy.backLink.to));
  await eventually(async () => expect(await page.getByRole("heading", { name: notFound.heading }).count()).toBe(0));
  await eventually(async () => expect(await logged).toBeTruthy());
  expect(problems.pageErrors).toEqual([]);
  await context.close();
});

test("/functional-testing replaces itself with /software-testing in the history", async () => {
  const { page, context } = await openPage(browser());
  await page.goto(url("/"));
  const entriesBefore = await page.evaluate(() => history.length);
  await page.goto(url("/functional-testing"));
  await page.waitForURL(url("/software-testing"));
  // One new entry (the target); the old address did not stay behind.
  await eventually(async () => expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1));
  await page.goBack();
  await page.waitForURL(url("/"));
  await context.close();
});

test("the moved-page stub is noindex, points its canonical at the target and is not in the sitemap", async () => {
  const { context } = await openPage(browser());
  const stub = await (await fetch(url("/functional-testing"))).text();
  expect(stub).toContain('<meta name="robots" content="noindex,nofollow">');
  expect(stub).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/software-testing">/);
  expect(stub).toContain('<meta http-equiv="refresh" content="0; url=/software-testing">');
  const sitemap = await (await fetch(url("/sitemap-0.xml"))).text();
  expect(sitemap).not.toContain("functional-testing");
  expect(sitemap).not.toContain("404");
  await context.close();
});
