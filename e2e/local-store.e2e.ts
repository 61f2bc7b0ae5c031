/**
 * The local enquiry store (supabase/local) behind the production build, as `npm start` uses it
 * without a Supabase project: the build's Supabase URL (http://127.0.0.1:54321, set by
 * scripts/test.sh) is answered by the store's own Data API endpoint over real HTTP — a
 * cross-origin request with its CORS preflight, the apikey check, anon, row level security,
 * CHECK constraints and the rate limit — and the rows land in a store folder on disk.
 * Self-contained: no request routing in the browser, only the store and Chromium.
 */
import fs from "fs";
import { createServer, type Server } from "http";
import os from "os";
import path from "path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { databaseFolder, openLocalStore, type LocalStore } from "../supabase/local/local-store";
import { readEnquiries } from "../supabase/local/read-enquiries";
import { writeMigratedDatabase } from "../supabase/testing/migrated-database";
import { PENDING_ENQUIRIES_STORAGE_KEY } from "../src/forms/kept-for-later/storage-rules";
import { axeViolations } from "./support/axe";
import { DESKTOP, baseUrl, openPage, useBrowser, visit } from "./support/browser";
import { dataFile } from "./support/content";
import { enquiryForm, fieldNamed, formsInBuild } from "./support/enquiry-forms";
import { eventually } from "./support/eventually";
import { describeEachPageWith } from "./support/section-pages";
import { ANON_KEY, SUPABASE_URL } from "./support/supabase-backend";
import { wholeText } from "./support/page-checks";

jest.setTimeout(90_000);

const SUPABASE_PORT = Number(new URL(SUPABASE_URL).port);

type FormsCopy = {
  submitLabel: string;
  submittingLabel: string;
  failureMessage: string;
  keepForLater: { offer: string; keepLabel: string; declineLabel: string; keptMessage: string };
  home: { formLabel: string; successMessage: string; fields: Record<"name" | "email" | "phone" | "company" | "service" | "message", { label: string }> };
  contactPage: {
    formLabel: string;
    successMessage: string;
    fields: Record<"firstName" | "lastName" | "email" | "company" | "phone" | "service" | "message", { label: string }>;
  };
  services: Array<{ value: string; label: string; contactPageLabel?: string }>;
};
const COPY = dataFile<FormsCopy>("forms.json");
const HOME = COPY.home.fields;
const CONTACT = COPY.contactPage.fields;

let folder: string;
let store: LocalStore;
let server: Server;
const browser = useBrowser();
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "local-store-e2e-"));
  // Already migrated, from the migrated dump: creating the store is the subject of supabase/__tests__/local-store.test.ts.
  await writeMigratedDatabase(databaseFolder(folder));
  // The site is served on another port than the store: its origin is the one allowed besides the store's own.
  store = await openLocalStore({ folder, anonKey: ANON_KEY, allowedOrigins: [new URL(baseUrl()).origin] });
  server = createServer((request, response) => store.handler(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(SUPABASE_PORT, "127.0.0.1", resolve);
  });
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await store?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});
// Every enquiry here comes from 127.0.0.1: each test starts with that address's full allowance.
beforeEach(() => store.db.exec("truncate private.contact_submission_writes"));
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function open(pathname: string, formLabel: string) {
  // Reduced motion, as in forms.e2e.ts: clicks far down the home page need not wait for smooth scrolling.
  const { page, context, problems } = await openPage(browser(), { viewport: DESKTOP, reducedMotion: "reduce" });
  contexts.push(context);
  await visit(page, pathname);
  return { page, problems, ...(await enquiryForm(page, formLabel)) };
}

async function toast(page: Page, text: string) {
  await page
    .getByRole("status")
    .filter({ hasText: wholeText(text) })
    .waitFor();
}

async function storedEmails(): Promise<string[]> {
  return (await readEnquiries(folder)).rows.map((row) => row.email);
}

async function fillHome(form: Locator, email: string) {
  await fieldNamed(form, HOME.name.label).fill("Priya Raman");
  await fieldNamed(form, HOME.email.label).fill(email);
  await fieldNamed(form, HOME.company.label).fill("Acme Manufacturing");
  await fieldNamed(form, HOME.message.label).fill("We need two SAP FICO consultants from May.");
}

// Each kind of form on the first page whose data holds it (e2e/support/section-pages.ts).
describeEachPageWith(
  "shortEnquiryForm",
  ({ path: route }) => {
    test("the short form's enquiry is stored in the local store", async () => {
      const { page, problems, form, submit } = await open(route, COPY.home.formLabel);
      await fillHome(form, "priya.home@example.com");
      await fieldNamed(form, HOME.service.label).selectOption("staff");
      await submit.click();
      await toast(page, COPY.home.successMessage);

      const stored = await store.db.query(
        "select first_name, last_name, name, email, phone, company, service, message from public.contact_submissions where email = $1",
        ["priya.home@example.com"],
      );
      expect(stored.rows).toEqual([
        {
          first_name: "",
          last_name: "",
          name: "Priya Raman",
          email: "priya.home@example.com",
          phone: "",
          company: "Acme Manufacturing",
          service: "staff",
          message: "We need two SAP FICO consultants from May.",
        },
      ]);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    });

    test("a row the local store refuses (CHECK violation) shows the failure toast and keeps every value", async () => {
      const { page, problems, form, submit } = await open(route, COPY.home.formLabel);
      const before = await storedEmails();
      await fillHome(form, "refused@example.com");
      // A service value the page never offers (a tampered page): the form sends it, the database refuses it.
      const service = fieldNamed(form, HOME.service.label);
      await service.evaluate((select: HTMLSelectElement) => select.add(new Option("Tampered", "erp")));
      await service.selectOption("erp");
      const answered = page.waitForResponse((response) => response.url().endsWith("/rest/v1/contact_submissions") && response.request().method() === "POST");
      await submit.click();
      const answer = await answered;
      await toast(page, COPY.failureMessage);
      expect(answer.status()).toBe(400);
      const refusal = (await answer.json()) as { code: string; message: string };
      expect(refusal.code).toBe("23514");
      expect(refusal.message).toContain("contact_submissions_service_value");

      const values = await Promise.all(
        [HOME.name, HOME.email, HOME.company, HOME.service, HOME.message].map(({ label }) => fieldNamed(form, label).inputValue()),
      );
      expect(values).toEqual(["Priya Raman", "refused@example.com", "Acme Manufacturing", "erp", "We need two SAP FICO consultants from May."]);
      await expect(storedEmails()).resolves.toEqual(before);
      expect(problems.consoleErrors.some((text) => text.includes("Contact form: the enquiry was not stored."))).toBe(true);
    });
  },
  { firstOnly: true },
);

describeEachPageWith(
  "fullEnquiryForm",
  ({ path: route }) => {
    test("the full form's enquiry is stored in the local store, and `npm run enquiries` lists it first", async () => {
      const { page, problems, form, submit } = await open(route, COPY.contactPage.formLabel);
      const staff = COPY.services.find((service) => service.value === "staff");
      await fieldNamed(form, CONTACT.firstName.label).fill("Daniel");
      await fieldNamed(form, CONTACT.lastName.label).fill("Weber");
      await fieldNamed(form, CONTACT.email.label).fill("d.weber.contact@example.de");
      await fieldNamed(form, CONTACT.company.label).fill("Weber Logistik GmbH");
      await fieldNamed(form, CONTACT.service.label).selectOption({ label: staff?.contactPageLabel ?? staff?.label ?? "" });
      await fieldNamed(form, CONTACT.message.label).fill("Dynamics 365 Finance rollout for three legal entities.");
      await submit.click();
      await toast(page, COPY.contactPage.successMessage);

      const stored = await store.db.query("select first_name, last_name, name, company, service from public.contact_submissions where email = $1", [
        "d.weber.contact@example.de",
      ]);
      expect(stored.rows).toEqual([{ first_name: "Daniel", last_name: "Weber", name: "Daniel Weber", company: "Weber Logistik GmbH", service: "staff" }]);
      expect((await storedEmails())[0]).toBe("d.weber.contact@example.de");
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    });
  },
  { firstOnly: true },
);

/** The enquiries kept on the page's device (src/forms/kept-for-later/pending-enquiries.ts), as the page reads them. */
async function keptOnDevice(page: Page): Promise<Array<{ payload: Record<string, string> }>> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), PENDING_ENQUIRIES_STORAGE_KEY);
  return raw === null ? [] : (JSON.parse(raw) as Array<{ payload: Record<string, string> }>);
}

async function storedKeysOf(email: string): Promise<string[]> {
  const result = await store.db.query<{ submission_key: string }>("select submission_key from public.contact_submissions where email = $1", [email]);
  return result.rows.map((row) => row.submission_key);
}

/**
 * Fills the short form, waits until what a failed send needs has loaded (a form loads it on
 * focus: the toasts and the offer), then cuts the connection and sends: the failure toast and the
 * offer to keep the enquiry appear.
 */
async function sendWithoutConnection(route: string, email: string) {
  const opened = await open(route, COPY.home.formLabel);
  const { page, form, submit } = opened;
  await fillHome(form, email);
  await eventually(async () =>
    expect(
      await page.evaluate(() => {
        const loaded = performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname);
        return ["/keep-for-later-", "/toasts-"].every((prefix) => loaded.some((pathname) => pathname.startsWith(prefix)));
      }),
    ).toBe(true),
  );
  await page.context().setOffline(true);
  await submit.click();
  await toast(page, COPY.failureMessage);
  await form.getByText(COPY.keepForLater.offer, { exact: true }).waitFor();
  return opened;
}

const KEEP = COPY.keepForLater;
const builtForms = formsInBuild();
const homeRoute = builtForms.find((form) => form.label === COPY.home.formLabel)?.route;
const otherRoute = builtForms.find((form) => form.route !== homeRoute)?.route ?? "/";

describe.each(homeRoute === undefined ? [] : [homeRoute])("no connection, on %s", (route) => {
  test("kept on this device at the visitor's word, sent once when the connection returns, then deleted", async () => {
    const { page, form, problems } = await sendWithoutConnection(route, "kept.online@example.com");
    await eventually(async () => expect(await axeViolations(page, { include: `form[aria-label="${COPY.home.formLabel}"]` })).toEqual([]));
    expect(await form.getByText(KEEP.offer, { exact: true }).evaluate((element) => element.closest("[aria-live]")?.getAttribute("aria-live"))).toBe("polite");
    expect(await keptOnDevice(page)).toEqual([]);

    await form.getByRole("button", { name: KEEP.keepLabel, exact: true }).click();
    await toast(page, KEEP.keptMessage);
    const kept = await keptOnDevice(page);
    expect(kept.map((entry) => entry.payload.email)).toEqual(["kept.online@example.com"]);
    expect(await fieldNamed(form, HOME.email.label).inputValue()).toBe("");

    await page.context().setOffline(false);
    await toast(page, COPY.home.successMessage);
    await eventually(async () => expect(await keptOnDevice(page)).toEqual([]));
    expect(await storedKeysOf("kept.online@example.com")).toEqual([kept[0]?.payload.submission_key]);
    expect(problems.pageErrors).toEqual([]);
  });

  test("kept, and the visitor left: the next visit, on any page, sends it once and deletes it", async () => {
    const { page, form } = await sendWithoutConnection(route, "kept.next-visit@example.com");
    await form.getByRole("button", { name: KEEP.keepLabel, exact: true }).click();
    await toast(page, KEEP.keptMessage);
    const kept = await keptOnDevice(page);
    await page.goto("about:blank");
    await page.context().setOffline(false);
    await expect(storedKeysOf("kept.next-visit@example.com")).resolves.toEqual([]);

    await visit(page, otherRoute);
    await toast(page, COPY.home.successMessage);
    await eventually(async () => expect(await keptOnDevice(page)).toEqual([]));
    expect(await storedKeysOf("kept.next-visit@example.com")).toEqual([kept[0]?.payload.submission_key]);
  });

  test("declined: nothing is kept on the device, the form keeps what was typed, and sending again stores it once", async () => {
    const { page, form, submit } = await sendWithoutConnection(route, "declined@example.com");
    await form.getByRole("button", { name: KEEP.declineLabel, exact: true }).click();
    await eventually(async () => expect(await form.getByText(KEEP.offer, { exact: true }).count()).toBe(0));
    // The pressed button is gone: focus is back on the send button, not lost to the page.
    expect(await submit.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    expect(await fieldNamed(form, HOME.email.label).inputValue()).toBe("declined@example.com");

    await page.context().setOffline(false);
    await submit.click();
    await toast(page, COPY.home.successMessage);
    expect(await storedKeysOf("declined@example.com")).toHaveLength(1);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });
});
