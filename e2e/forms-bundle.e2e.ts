import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import { openPage, visit, useBrowser } from "./support/browser";
import { routeInsertsToDatabase } from "./support/supabase-backend";
import { dataFile } from "./support/content";
import { describeEachPageWith } from "./support/section-pages";
import { sitemapPaths } from "./support/sitemap";
import { wholeText } from "./support/page-checks";
import { fieldNamed } from "./support/enquiry-forms";
import type { FormsFile } from "../src/content-file-types";

jest.setTimeout(90_000);

const PUBLIC = path.resolve("public");
const forms = dataFile<FormsFile>("forms.json");

/** The build's scripts holding supabase-js code (its own chunk and any split-off parts). */
const supabaseChunks = fs
  .readdirSync(PUBLIC)
  .filter((file) => file.endsWith(".js"))
  .filter((file) => /GoTrueClient|PostgrestClient/.test(fs.readFileSync(path.join(PUBLIC, file), "utf8")))
  .map((file) => `/${file}`);

/** The lazily loaded react-hot-toast chunk (webpackChunkName "toasts" in src/ui/toasts.tsx). */
const toastChunks = fs
  .readdirSync(PUBLIC)
  .filter((file) => /^toasts-[0-9a-f]+\.js$/.test(file))
  .map((file) => `/${file}`);

/**
 * The script of a lazily loaded chunk by its webpackChunkName, as this build's webpack stats name
 * it (public/ may still hold the file of an earlier build); its group may also list shared chunks
 * the pages load anyway.
 */
function namedChunk(name: string): string {
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> } | undefined>;
  };
  const scripts = (stats.namedChunkGroups[name]?.assets ?? []).map((asset) => asset.name).filter((file) => file.startsWith(`${name}-`) && file.endsWith(".js"));
  if (scripts.length !== 1) throw new Error(`Expected one script for the ${name} chunk in public/webpack.stats.json, found ${scripts.length}`);
  return `/${scripts[0]}`;
}

/** The offer to keep an enquiry (src/forms/kept-for-later/keep-offer.tsx) and the sender of kept ones (src/forms/kept-for-later/after-load-check.ts). */
const keepChunk = namedChunk("keep-for-later");
const senderChunk = namedChunk("pending-enquiries");

/**
 * Scripts a page's HTML loads or preloads itself, including those its after-paint loader appends
 * (data-src), but not the lazy chunk map Gatsby also inlines.
 */
function initialScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .flatMap((tag) => [...tag.matchAll(/\b(?:src|href|data-src)="([^"]+)"/g)].flatMap((match) => (match[1] ?? "").split(" ")))
    .filter((source) => source.endsWith(".js"));
}

/** Every script the page requests from now on, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const browser = useBrowser();

test("supabase-js is built into chunks of its own", () => {
  expect(supabaseChunks.length).toBeGreaterThan(0);
  expect(supabaseChunks.some((file) => /^\/supabase-[0-9a-f]+\.js$/.test(file))).toBe(true);
});

test.each(sitemapPaths())("the HTML of %s neither loads nor preloads supabase-js", (route) => {
  const html = fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8");
  const scripts = initialScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const chunk of supabaseChunks) expect(scripts).not.toContain(chunk);
});

test.each(sitemapPaths())("the HTML of %s neither loads nor preloads the toast library (it comes with the form)", (route) => {
  expect(toastChunks).toHaveLength(1);
  const html = fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8");
  expect(initialScripts(html)).not.toContain(toastChunks[0]);
});

test.each(sitemapPaths())("the HTML of %s loads neither the offer to keep an enquiry nor the sender of kept ones", (route) => {
  const html = fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8");
  expect(initialScripts(html)).not.toContain(keepChunk);
  expect(initialScripts(html)).not.toContain(senderChunk);
});

test.each(sitemapPaths().slice(0, 3))("with no enquiry kept on the device, %s idle loads neither the sender nor supabase-js", async (route) => {
  const { page, context } = await openPage(browser());
  const scripts = recordScripts(page);
  await visit(page, route);
  // The visit check waits for an idle moment (gatsby-browser); two more idle callbacks run after it.
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 5_000 })));
  }
  expect(scripts.filter((script) => script === senderChunk || supabaseChunks.includes(script))).toEqual([]);
  await context.close();
});

describeEachPageWith(
  "shortEnquiryForm",
  ({ path: route }) => {
    test("the browser fetches the toast library and the offer to keep an enquiry when a visitor enters the form, before anything is sent", async () => {
      const { page, context } = await openPage(browser());
      const scripts = recordScripts(page);
      await visit(page, route);
      const isToastChunk = (script: string) => toastChunks.includes(script);
      expect(scripts.filter(isToastChunk)).toEqual([]);
      expect(scripts).not.toContain(keepChunk);
      const toastChunkLoaded = page.waitForResponse((response) => isToastChunk(new URL(response.url()).pathname));
      const keepChunkLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === keepChunk);
      await fieldNamed(page.getByRole("form", { name: forms.home.formLabel, exact: true }), forms.home.fields.name.label).focus();
      await toastChunkLoaded;
      await keepChunkLoaded;
      expect(scripts.filter(isToastChunk)).toHaveLength(1);
      await context.close();
    });
  },
  { firstOnly: true },
);

describeEachPageWith(
  "fullEnquiryForm",
  ({ path: route }) => {
    test("the browser fetches supabase-js only when an enquiry is sent", async () => {
      const { page, context } = await openPage(browser());
      // Only which scripts load matters here: the backend answers 201 without a database.
      await routeInsertsToDatabase(context, null, { forwardedFor: "203.0.113.7", answer: { status: 201, body: "" } });
      const scripts = recordScripts(page);
      await visit(page, route);
      expect(scripts.filter((script) => supabaseChunks.includes(script))).toEqual([]);

      const form = page.getByRole("form", { name: forms.contactPage.formLabel, exact: true });
      await fieldNamed(form, forms.contactPage.fields.firstName.label).fill("Aiko");
      await fieldNamed(form, forms.contactPage.fields.lastName.label).fill("Tanaka");
      await fieldNamed(form, forms.contactPage.fields.email.label).fill("aiko.tanaka@example.jp");
      await fieldNamed(form, forms.contactPage.fields.message.label).fill("SAP BTP integration suite assessment.");
      await form.getByRole("button", { name: forms.submitLabel, exact: true }).click();
      await page
        .getByRole("status")
        .filter({ hasText: wholeText(forms.contactPage.successMessage) })
        .waitFor();
      expect(scripts.filter((script) => supabaseChunks.includes(script)).length).toBeGreaterThan(0);
      await context.close();
    });
  },
  { firstOnly: true },
);
