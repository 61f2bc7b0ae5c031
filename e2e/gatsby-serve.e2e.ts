import type { Browser } from "playwright-core";
import { launchBrowser, openPage } from "./support/browser";
import { startGatsbyServe, type GatsbyServer } from "./support/gatsby-serve";
import { dataFile } from "./support/content";
import { eventually } from "./support/eventually";
import type { NotFoundPageFile } from "../src/content-file-types";

const notFound = dataFile<NotFoundPageFile>("not-found.json");

jest.setTimeout(90_000);

// The same not-found behaviour under `gatsby serve` as on the plain static host of the other suites.
let browser: Browser;
let server: GatsbyServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startGatsbyServe()]);
});
afterAll(async () => {
  server?.stop();
  await browser?.close();
});

test("an unknown case study id shows the case-study not-found page under gatsby serve", async () => {
  const { page, context } = await openPage(browser);
  const response = await page.goto(`${server.url}/case-studies/unknown-id`);
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: notFound.caseStudy.heading, exact: true }).waitFor();
  await eventually(async () => expect(await page.getByText(notFound.caseStudy.message, { exact: true }).count()).toBe(1));
  await eventually(async () =>
    expect(await page.getByRole("main").getByRole("link", { name: notFound.caseStudy.backLink.label, exact: true }).getAttribute("href")).toBe(
      notFound.caseStudy.backLink.to,
    ),
  );
  await context.close();
});

test("an unknown path shows the 404 page under gatsby serve", async () => {
  const { page, context } = await openPage(browser);
  const response = await page.goto(`${server.url}/definitely/not/here`);
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: `${notFound.code}: ${notFound.heading}`, exact: true }).waitFor();
  await context.close();
});
