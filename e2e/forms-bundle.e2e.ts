import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import { openPage, visit, useBrowser } from "./support/browser";
import { routeInsertsToDatabase } from "./support/supabase-backend";
import type formsFile from "../data/forms.json";
import { dataFile } from "./support/content";
import { describeEachPageWith } from "./support/section-pages";
import { sitemapPaths } from "./support/sitemap";

jest.setTimeout(90_000);

const PUBLIC = path.resolve("public");
const forms = dataFile<typeof formsFile>("forms.json");

/** The build's scripts holding supabase-js code (its own chunk and any split-off parts). */
const supabaseChunks = fs
  .readdirSync(PUBLIC)
  .filter((file) => file.endsWith(".js"))
  .filter((file) => /GoTrueClient|PostgrestClient/.test(fs.readFileSync(path.join(PUBLIC, file), "utf8")))
  .map((file) => `/${file}`);

/** The lazily loaded react-hot-toast chunk (webpackChunkName "toasts" in src/lib/toasts.tsx). */
const toastChunks = fs
  .readdirSync(PUBLIC)
  .filter((file) => /^toasts-[0-9a-f]+\.js$/.test(file))
  .map((file) => `/${file}`);

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

describeEachPageWith(
  "shortEnquiryForm",
  ({ path: route }) => {
    test("the browser fetches the toast library when a visitor enters the form, before anything is sent", async () => {
      const { page, context } = await openPage(browser());
      const scripts = recordScripts(page);
      await visit(page, route);
      const isToastChunk = (script: string) => toastChunks.includes(script);
      expect(scripts.filter(isToastChunk)).toEqual([]);
      const toastChunkLoaded = page.waitForResponse((response) => isToastChunk(new URL(response.url()).pathname));
      await page.getByRole("form", { name: forms.home.formLabel }).getByLabel(forms.home.fields.name.label).focus();
      await toastChunkLoaded;
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

      const form = page.getByRole("form", { name: forms.contactPage.formLabel });
      await form.getByLabel(forms.contactPage.fields.firstName.label).fill("Aiko");
      await form.getByLabel(forms.contactPage.fields.lastName.label).fill("Tanaka");
      await form.getByLabel(forms.contactPage.fields.email.label).fill("aiko.tanaka@example.jp");
      await form.getByLabel(forms.contactPage.fields.message.label).fill("SAP BTP integration suite assessment.");
      await form.getByRole("button", { name: forms.submitLabel }).click();
      await page.locator('[role="status"]', { hasText: forms.contactPage.successMessage }).waitFor();
      expect(scripts.filter((script) => supabaseChunks.includes(script)).length).toBeGreaterThan(0);
      await context.close();
    });
  },
  { firstOnly: true },
);
