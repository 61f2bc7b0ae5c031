import type { Browser } from "playwright-core";
import { connectBrowser, openPage } from "./support/browser";
import { startGatsbyServe, type GatsbyServer } from "./support/gatsby-serve";
import { eventually } from "./support/eventually";

jest.setTimeout(90_000);

// The same not-found behaviour under `gatsby serve` as on the plain static host of the other suites.
let browser: Browser;
let server: GatsbyServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([connectBrowser(), startGatsbyServe()]);
});
afterAll(async () => {
  server?.stop();
  await browser?.close();
});

test("an unknown case study id shows Case Study Not Found under gatsby serve", async () => {
  const { page, context } = await openPage(browser);
  const response = await page.goto(`${server.url}/case-studies/unknown-id`);
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: "Case Study Not Found" }).waitFor();
  await eventually(async () => expect(await page.getByText("The case study you're looking for doesn't exist.").count()).toBe(1));
  await eventually(async () =>
    expect(await page.getByRole("main").getByRole("link", { name: "Back to Case Studies" }).getAttribute("href")).toBe("/case-studies"),
  );
  await context.close();
});

test("an unknown path shows the 404 page under gatsby serve", async () => {
  const { page, context } = await openPage(browser);
  const response = await page.goto(`${server.url}/definitely/not/here`);
  expect(response?.status()).toBe(404);
  await page.getByRole("heading", { level: 1, name: /Oops! Page not found/ }).waitFor();
  await context.close();
});
