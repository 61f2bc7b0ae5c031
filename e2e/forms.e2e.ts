import type { PGlite } from "@electric-sql/pglite";
import type { Locator, Page } from "playwright-core";
import { freshMigratedDatabase } from "../supabase/testing/migrated-database";
import { axeViolations } from "./support/axe";
import { DESKTOP, renderEveryPart, url, useBrowser, useTab, visitInTab } from "./support/browser";
import { ANON_KEY, SUPABASE_URL, emptyTables, routeInsertsToDatabase, storedKeys, storedRows, type BackendOptions } from "./support/supabase-backend";
import { SUBMISSION_KEY_FORMAT } from "../src/forms/backend/submission-key";
import { SUBMISSION_KEY_CONSTRAINT } from "../src/forms/backend/supabase-insert";
import { eventually } from "./support/eventually";
import { dataFile } from "./support/content";
import { enquiryForm, fieldNamed } from "./support/enquiry-forms";
import { describeEachPageWith } from "./support/section-pages";
import { HYDRATED_ISLAND_ATTRIBUTE, ISLAND_ATTRIBUTE, INPUT_READY_ATTRIBUTE } from "../src/islands/attributes";
import { openWithScriptsHeld } from "./support/held-scripts";
import { wholeText } from "./support/page-checks";
import { forcedColorsProblems } from "./support/forced-colors";
import type { FormsFile } from "../src/content-file-types";

jest.setTimeout(90_000);

/** The forms' labels and messages editors own (data/forms.json); validation texts are code (src/forms/validation.ts). */
const forms = dataFile<FormsFile>("forms.json");
const HOME = forms.home.fields;
const CONTACT = forms.contactPage.fields;
const counter = (count: number) => forms.contactPage.counter.replace("{count}", String(count)).replace("{max}", "2000");

/** The contact page's label of the staff service (the value the database stores is "staff"). */
const staffService: { label: string; contactPageLabel?: string } | undefined = forms.services.find((service) => service.value === "staff");
const staffLabel = staffService?.contactPageLabel ?? staffService?.label ?? "";

const TEXT = {
  homeSuccess: forms.home.successMessage,
  contactSuccess: forms.contactPage.successMessage,
  failure: forms.failureMessage,
  homeRequired: "Please fill in all required fields (Name, Email, and Message)",
  fixErrors: "Please fix the errors in the form",
  required: "This field is required",
} as const;

/** Each form, for the check of the state a failed submit leaves: its name, the fields sent blank and the toast it shows. */
type FailedSubmit = { formLabel: string; fields: Record<"first" | "email" | "message", { label: string }>; requiredMessage: string };
const HOME_FORM: FailedSubmit = {
  formLabel: forms.home.formLabel,
  fields: { first: HOME.name, email: HOME.email, message: HOME.message },
  requiredMessage: TEXT.homeRequired,
};
const CONTACT_FORM: FailedSubmit = {
  formLabel: forms.contactPage.formLabel,
  fields: { first: CONTACT.firstName, email: CONTACT.email, message: CONTACT.message },
  requiredMessage: TEXT.fixErrors,
};

/** Any submission key the browser makes (src/forms/backend/submission-key.ts). */
const aSubmissionKey: unknown = expect.stringMatching(SUBMISSION_KEY_FORMAT);

const browser = useBrowser();
// Reduced motion: with the page's smooth scrolling and entrance animations, each click on a field
// far down the home page waited about a second for its target to stop moving. The forms behave
// the same either way; motion has tests of its own.
const tab = useTab(browser, { viewport: DESKTOP, reducedMotion: "reduce" });
let db: PGlite;
beforeAll(async () => {
  db = await freshMigratedDatabase();
});
afterAll(async () => {
  await db?.close();
});
beforeEach(() => emptyTables(db));
// Even when a test fails midway: its routes go and its page is left, so no late request of one
// test lands in the next one's table.
afterEach(async () => {
  const { page } = tab();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto("about:blank");
});

let nextAddress = 1;
/** A client address of its own for each test, so the rate limit (5 per address) never interferes. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function open(route: string, formLabel: string, backend: Partial<BackendOptions> = {}) {
  const { page, problems } = tab();
  const traffic = await routeInsertsToDatabase(page, db, { forwardedFor: freshAddress(), ...backend });
  await visitInTab(tab(), route);
  return { page, problems, ...(await enquiryForm(page, formLabel)), ...traffic };
}

/**
 * The form on `route` while the page's app script is held back (e2e/support/held-scripts.ts): what
 * the test does before `release()` is input before the form could be live.
 */
async function openBeforeScripts(route: string, formLabel: string) {
  const { page, problems } = tab();
  const traffic = await routeInsertsToDatabase(page, db, { forwardedFor: freshAddress() });
  const { release } = await openWithScriptsHeld(page, route);
  const form = page.getByRole("form", { name: formLabel, exact: true });
  const submit = form.getByRole("button", { name: forms.submitLabel, exact: true });
  return { page, problems, form, submit, release, ...traffic };
}

async function fillHome(form: Locator, values: Partial<Record<"name" | "email" | "phone" | "company" | "message", string>> = {}) {
  await fieldNamed(form, HOME.name.label).fill(values.name ?? "Priya Raman");
  await fieldNamed(form, HOME.email.label).fill(values.email ?? "priya.raman@example.com");
  if (values.phone !== undefined) await fieldNamed(form, HOME.phone.label).fill(values.phone);
  if (values.company !== undefined) await fieldNamed(form, HOME.company.label).fill(values.company);
  await fieldNamed(form, HOME.message.label).fill(values.message ?? "We need two SAP FICO consultants from May.");
}

async function fillContact(form: Locator) {
  await fieldNamed(form, CONTACT.firstName.label).fill("Daniel");
  await fieldNamed(form, CONTACT.lastName.label).fill("Weber");
  await fieldNamed(form, CONTACT.email.label).fill("d.weber@example.de");
  await fieldNamed(form, CONTACT.message.label).fill("Dynamics 365 Finance rollout for three legal entities.");
}

/** The toast with exactly this text, in a polite status region, at the bottom right. */
async function expectToast(page: Page, text: string) {
  const toast = page.getByRole("status").filter({ hasText: wholeText(text) });
  await toast.waitFor();
  await eventually(async () => expect(await toast.textContent()).toBe(text));
  await eventually(async () => expect(await toast.getAttribute("aria-live")).toBe("polite"));
  const box = await toast.boundingBox();
  expect(box && box.x + box.width).toBeGreaterThan(DESKTOP.width * 0.6);
  expect(box && box.y).toBeGreaterThan(DESKTOP.height * 0.6);
}

async function valuesOf(form: Locator, labels: string[]) {
  return Promise.all(labels.map((label) => fieldNamed(form, label).inputValue()));
}

/**
 * A built page as the development server sends it: the same document with nothing in Gatsby's
 * root element, so the browser has no server HTML to hydrate and must render the page itself.
 */
function withoutServerHtml(html: string): string {
  const serverHtml = /(<div id="___gatsby">)[\s\S]*?(?=<script id="gatsby-script-loader")/;
  if (!serverHtml.test(html)) throw new Error("the built page has no Gatsby root element followed by its script loader");
  return html.replace(serverHtml, "$1</div>");
}

/** The request supabase-js must send for an insert with the anon key and no .select(). */
function expectInsertRequest(request: { method: string; url: string; headers: Record<string, string> } | undefined) {
  expect(request?.method).toBe("POST");
  expect(request?.url).toBe(`${SUPABASE_URL}/rest/v1/contact_submissions`);
  expect(request?.headers.apikey).toBe(ANON_KEY);
  expect(request?.headers.authorization).toBe(`Bearer ${ANON_KEY}`);
  expect(request?.headers["content-type"]).toBe("application/json");
  expect(request?.headers.prefer).toBeUndefined();
}

describeEachPageWith(
  "shortEnquiryForm",
  ({ path: route }) => {
    test("sends exactly the required row, which the database stores; thanks the visitor and clears the form", async () => {
      const { page, problems, form, submit, requests } = await open(route, forms.home.formLabel);
      await fillHome(form, { phone: "+91 40 1234 5678" });
      await fieldNamed(form, HOME.service.label).selectOption("staff");
      await submit.click();
      await expectToast(page, TEXT.homeSuccess);

      expect(requests).toHaveLength(1);
      expectInsertRequest(requests[0]);
      const sent = {
        name: "Priya Raman",
        email: "priya.raman@example.com",
        phone: "+91 40 1234 5678",
        company: "",
        service: "staff",
        message: "We need two SAP FICO consultants from May.",
      };
      expect(requests[0]?.body).toEqual({ ...sent, submission_key: aSubmissionKey });
      expect(Object.keys(requests[0]?.body ?? {})).toEqual(["name", "email", "phone", "company", "service", "message", "submission_key"]);
      await eventually(async () => expect(await storedKeys(db)).toEqual([requests[0]?.body.submission_key]));
      await eventually(async () => expect(await storedRows(db)).toEqual([{ first_name: "", last_name: "", ...sent }]));
      await eventually(async () =>
        expect(await valuesOf(form, [HOME.name.label, HOME.email.label, HOME.phone.label, HOME.company.label, HOME.service.label, HOME.message.label])).toEqual(
          ["", "", "", "", "", ""],
        ),
      );
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    });

    test("Send pressed on the untouched form before the page's scripts: once live, the browser's check stops at the first required field", async () => {
      const { page, form, submit, requests, release } = await openBeforeScripts(route, forms.home.formLabel);
      await submit.click();
      await release();
      const name = fieldNamed(form, HOME.name.label);
      await eventually(async () => expect(await name.evaluate((element) => element === document.activeElement)).toBe(true));
      expect(await name.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);
      expect(requests).toEqual([]);
      expect(page.url()).toBe(url(route));
    });

    test("white space passes the browser's required check but not the trimmed one: toast, nothing sent", async () => {
      const { page, form, submit, requests } = await open(route, forms.home.formLabel);
      await fillHome(form, { message: "   " });
      await submit.click();
      await expectToast(page, TEXT.homeRequired);
      await eventually(async () => expect(await fieldNamed(form, HOME.message.label).evaluate((element) => element === document.activeElement)).toBe(true));
      expect(requests).toHaveLength(0);
    });

    test("the browser blocks what the database would refuse: a 9-digit phone, an address without a dot", async () => {
      const { form, submit, requests } = await open(route, forms.home.formLabel);
      // The browser's own validation stops the submit event itself, and nothing is sent without one.
      await form.evaluate((element) => element.addEventListener("submit", () => (element.dataset.submitted = "true"), { capture: true }));
      await fillHome(form, { phone: "123456789 " });
      await submit.click();
      await eventually(async () =>
        expect(await fieldNamed(form, HOME.phone.label).evaluate((element: HTMLInputElement) => element.validity.patternMismatch)).toBe(true),
      );
      await fieldNamed(form, HOME.phone.label).fill("");
      await fieldNamed(form, HOME.email.label).fill("priya@example");
      await submit.click();
      await eventually(async () =>
        expect(await fieldNamed(form, HOME.email.label).evaluate((element: HTMLInputElement) => element.validity.valid)).toBe(false),
      );
      await fieldNamed(form, HOME.name.label).fill("x".repeat(150));
      await eventually(async () => expect(await fieldNamed(form, HOME.name.label).inputValue()).toHaveLength(101));
      expect(await form.getAttribute("data-submitted")).toBeNull();
      expect(requests).toHaveLength(0);
    });

    test("shows the sending label on a disabled button while the answer is pending; a double click stores one row", async () => {
      const gate = deferred();
      const { page, form, submit, requests } = await open(route, forms.home.formLabel, { hold: gate.promise });
      await fillHome(form);
      await submit.dblclick();
      await eventually(async () => expect(await submit.textContent()).toBe(forms.submittingLabel));
      await eventually(async () => expect(await submit.isDisabled()).toBe(true));
      gate.resolve();
      await expectToast(page, TEXT.homeSuccess);
      await eventually(async () => expect(await submit.textContent()).toBe(forms.submitLabel));
      await eventually(async () => expect(await submit.isEnabled()).toBe(true));
      // Disabling the focused button dropped focus; it is given back so the keyboard user keeps their place.
      await eventually(async () => expect(await submit.evaluate((element) => element === document.activeElement)).toBe(true));
      expect(requests).toHaveLength(1);
      await eventually(async () => expect(await storedRows(db)).toHaveLength(1));
    });

    test("a server error keeps every value and logs the error", async () => {
      const answer = { status: 500, body: JSON.stringify({ code: "XX000", details: null, hint: null, message: "internal error" }) };
      const { page, problems, form, submit } = await open(route, forms.home.formLabel, { answer });
      await fillHome(form, { company: "Acme Manufacturing" });
      await submit.click();
      await expectToast(page, TEXT.failure);
      await eventually(async () =>
        expect(await valuesOf(form, [HOME.name.label, HOME.email.label, HOME.company.label, HOME.message.label])).toEqual([
          "Priya Raman",
          "priya.raman@example.com",
          "Acme Manufacturing",
          "We need two SAP FICO consultants from May.",
        ]),
      );
      expect(problems.consoleErrors.some((text) => text.includes("Contact form: the enquiry was not stored."))).toBe(true);
      await eventually(async () => expect(await storedRows(db)).toEqual([]));
    });

    test("a row the database refuses (400, CHECK violation) keeps every value and stores nothing", async () => {
      const { page, form, submit, answers } = await open(route, forms.home.formLabel, { tamper: (body) => ({ ...body, service: "erp" }) });
      await fillHome(form, { phone: "+91 40 1234 5678" });
      await submit.click();
      await expectToast(page, TEXT.failure);
      expect(answers.map((answer) => answer.status)).toEqual([400]);
      expect(JSON.parse(answers[0]?.body ?? "{}")).toMatchObject({ code: "23514" });
      await eventually(async () =>
        expect(await valuesOf(form, [HOME.name.label, HOME.email.label, HOME.phone.label, HOME.message.label])).toEqual([
          "Priya Raman",
          "priya.raman@example.com",
          "+91 40 1234 5678",
          "We need two SAP FICO consultants from May.",
        ]),
      );
      await eventually(async () => expect(await storedRows(db)).toEqual([]));
    });

    test("a network failure keeps every value; sending again once it is back stores the enquiry", async () => {
      const { page, problems, form, submit, requests } = await open(route, forms.home.formLabel, { answer: "abort" });
      await fillHome(form);
      await submit.click();
      await expectToast(page, TEXT.failure);
      expect(requests).toHaveLength(1);
      expect(problems.consoleErrors.some((text) => text.includes("Contact form: the enquiry was not stored."))).toBe(true);
      await eventually(async () =>
        expect(await valuesOf(form, [HOME.name.label, HOME.email.label, HOME.message.label])).toEqual([
          "Priya Raman",
          "priya.raman@example.com",
          "We need two SAP FICO consultants from May.",
        ]),
      );

      await page.unrouteAll();
      await routeInsertsToDatabase(page, db, { forwardedFor: freshAddress() });
      await submit.click();
      await expectToast(page, TEXT.homeSuccess);
      await eventually(async () => expect(await storedRows(db)).toHaveLength(1));
    });

    test("each submission's key: the same on a retry after a failure, a new one after a success; stored with the row", async () => {
      const { page, form, submit, requests: failed } = await open(route, forms.home.formLabel, { answer: "abort" });
      await fillHome(form);
      await submit.click();
      await expectToast(page, TEXT.failure);
      await page.unrouteAll();
      const { requests } = await routeInsertsToDatabase(page, db, { forwardedFor: freshAddress() });
      await submit.click();
      await expectToast(page, TEXT.homeSuccess);
      await fillHome(form, { message: "A second enquiry." });
      await submit.click();
      await eventually(async () => expect(await storedRows(db)).toHaveLength(2));

      const [first, retry, next] = [...failed, ...requests].map((request) => request.body.submission_key);
      expect(first).toMatch(SUBMISSION_KEY_FORMAT);
      expect(retry).toBe(first);
      expect(next).toMatch(SUBMISSION_KEY_FORMAT);
      expect(next).not.toBe(first);
      expect(await storedKeys(db)).toEqual([first, next]);
    });

    test("stored, but the answer was lost: sending again with the same key stores nothing more and thanks the visitor", async () => {
      const { page, form, submit, requests: lost } = await open(route, forms.home.formLabel, { loseAnswer: true });
      await fillHome(form);
      await submit.click();
      await expectToast(page, TEXT.failure);
      await eventually(async () => expect(await storedRows(db)).toHaveLength(1));
      await page.unrouteAll();
      const { requests, answers } = await routeInsertsToDatabase(page, db, { forwardedFor: freshAddress() });
      await submit.click();
      await expectToast(page, TEXT.homeSuccess);
      expect(requests[0]?.body).toEqual(lost[0]?.body);
      expect(answers.map((answer) => answer.status)).toEqual([201]);
      expect(await storedKeys(db)).toEqual([lost[0]?.body.submission_key]);
    });

    test("two sends of one key at once: the second meets the unique constraint (409, 23505), which is a success", async () => {
      const body = JSON.stringify({
        code: "23505",
        details: "Key (submission_key)=(…) already exists.",
        hint: null,
        message: `duplicate key value violates unique constraint "${SUBMISSION_KEY_CONSTRAINT}"`,
      });
      const { page, problems, form, submit } = await open(route, forms.home.formLabel, { answer: { status: 409, body } });
      await fillHome(form);
      await submit.click();
      await expectToast(page, TEXT.homeSuccess);
      await eventually(async () => expect(await fieldNamed(form, HOME.message.label).inputValue()).toBe(""));
      expect(problems.pageErrors).toEqual([]);
    });

    test("past 5 enquiries in 10 minutes from one address the 6th is refused (429): failure toast, input kept", async () => {
      const { page, form, submit, answers } = await open(route, forms.home.formLabel);
      for (let sent = 1; sent <= 5; sent += 1) {
        await fillHome(form, { message: `Enquiry number ${sent}` });
        await submit.click();
        await eventually(async () => expect(await fieldNamed(form, HOME.message.label).inputValue()).toBe(""));
      }
      await fillHome(form, { message: "Enquiry number 6" });
      await submit.click();
      await expectToast(page, TEXT.failure);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
      await eventually(async () => expect(await fieldNamed(form, HOME.message.label).inputValue()).toBe("Enquiry number 6"));
      await eventually(async () => expect(await storedRows(db)).toHaveLength(5));
    });

    test("after a failed submit: no axe violations, and the toast keeps its edge in forced colours", () =>
      expectNoAxeViolationsAfterFailedSubmit(route, HOME_FORM));
  },
  { firstOnly: true },
);

describeEachPageWith(
  "fullEnquiryForm",
  ({ path: route }) => {
    test("sends first, last and joined name with the other fields; the database stores exactly one row", async () => {
      const { page, problems, form, submit, requests } = await open(route, forms.contactPage.formLabel);
      await fillContact(form);
      await fieldNamed(form, CONTACT.company.label).fill("Weber Logistik GmbH");
      await fieldNamed(form, CONTACT.service.label).selectOption({ label: staffLabel });
      await submit.click();
      await expectToast(page, TEXT.contactSuccess);

      expectInsertRequest(requests[0]);
      const expected = {
        first_name: "Daniel",
        last_name: "Weber",
        name: "Daniel Weber",
        email: "d.weber@example.de",
        phone: "",
        company: "Weber Logistik GmbH",
        service: "staff",
        message: "Dynamics 365 Finance rollout for three legal entities.",
      };
      expect(requests.map((request) => request.body)).toEqual([{ ...expected, submission_key: aSubmissionKey }]);
      await eventually(async () => expect(await storedRows(db)).toEqual([expected]));
      await eventually(async () =>
        expect(
          await valuesOf(form, [CONTACT.firstName.label, CONTACT.lastName.label, CONTACT.email.label, CONTACT.company.label, CONTACT.message.label]),
        ).toEqual(["", "", "", "", ""]),
      );
      await eventually(async () => expect(await form.getByText(counter(0), { exact: true }).count()).toBe(1));
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    });

    test("Send pressed on the untouched form before the page's scripts: once live, the errors show and focus is on the first", async () => {
      const { page, form, submit, requests, release } = await openBeforeScripts(route, forms.contactPage.formLabel);
      await submit.click();
      await release();
      await expectToast(page, TEXT.fixErrors);
      const firstName = fieldNamed(form, CONTACT.firstName.label);
      await eventually(async () => expect(await firstName.evaluate((element) => element === document.activeElement)).toBe(true));
      expect(await firstName.getAttribute("aria-invalid")).toBe("true");
      expect(requests).toEqual([]);
    });

    test("without server HTML, as a page the development server could not render arrives, React renders it in full as the server did, and the form sends", async () => {
      const { page, problems } = tab();
      await visitInTab(tab(), route);
      await renderEveryPart(page);
      const serverText = await page.locator("main").innerText();

      await page.route(
        (address) => address.pathname.replace(/\/$/, "") === route.replace(/\/$/, ""),
        async (served) => {
          const response = await served.fetch();
          await served.fulfill({ response, body: withoutServerHtml(await response.text()) });
        },
      );
      const traffic = await routeInsertsToDatabase(page, db, { forwardedFor: freshAddress() });
      await page.goto(url(route));
      await renderEveryPart(page);
      await eventually(async () => expect(await page.locator("main").innerText()).toBe(serverText));

      const form = page.getByRole("form", { name: forms.contactPage.formLabel, exact: true });
      const submit = form.getByRole("button", { name: forms.submitLabel, exact: true });
      await eventually(async () => expect(await submit.isEnabled()).toBe(true));
      await fillContact(form);
      await submit.click();
      await expectToast(page, TEXT.contactSuccess);
      expectInsertRequest(traffic.requests[0]);
      expect(traffic.requests).toHaveLength(1);
      await eventually(async () => expect(await storedRows(db)).toHaveLength(1));
      expect(await page.locator(`[${ISLAND_ATTRIBUTE}][${HYDRATED_ISLAND_ATTRIBUTE}]`).count()).toBe(0);
      expect(await page.locator(`html[${INPUT_READY_ATTRIBUTE}]`).count()).toBe(1);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [] });
    });

    test("invalid input: toast, inline messages tied to their fields, focus on the first, nothing sent; editing clears", async () => {
      const { page, form, submit, requests } = await open(route, forms.contactPage.formLabel);
      await fieldNamed(form, CONTACT.email.label).fill("d.weber@example");
      await fieldNamed(form, CONTACT.phone.label).fill("12-34");
      await submit.click();
      await expectToast(page, TEXT.fixErrors);

      const firstName = fieldNamed(form, CONTACT.firstName.label);
      await eventually(async () => expect(await firstName.evaluate((element) => element === document.activeElement)).toBe(true));
      const messageOf = (field: Locator) =>
        field.evaluate((element) => {
          if (element.getAttribute("aria-invalid") !== "true") return null;
          const ids = (element.getAttribute("aria-describedby") ?? "").split(" ");
          return ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith("-error"))?.textContent ?? null;
        });
      await eventually(async () => expect(await messageOf(firstName)).toBe(TEXT.required));
      await eventually(async () => expect(await messageOf(fieldNamed(form, CONTACT.lastName.label))).toBe(TEXT.required));
      await eventually(async () => expect(await messageOf(fieldNamed(form, CONTACT.email.label))).toBe("Please enter a valid email address"));
      await eventually(async () => expect(await messageOf(fieldNamed(form, CONTACT.phone.label))).toBe("Please enter a valid phone number"));
      await eventually(async () => expect(await messageOf(fieldNamed(form, CONTACT.message.label))).toBe(TEXT.required));
      await eventually(async () => expect(await messageOf(fieldNamed(form, CONTACT.company.label))).toBeNull());

      await firstName.type("D");
      await eventually(async () => expect(await messageOf(firstName)).toBeNull());
      await eventually(async () => expect(await messageOf(fieldNamed(form, CONTACT.lastName.label))).toBe(TEXT.required));
      expect(requests).toHaveLength(0);
    });

    test("counts the message and caps the inputs", async () => {
      const { form } = await open(route, forms.contactPage.formLabel);
      const message = fieldNamed(form, CONTACT.message.label);
      const counterId = await form.getByText(counter(0), { exact: true }).getAttribute("id");
      await eventually(async () => expect(await message.getAttribute("aria-describedby")).toContain(counterId));
      await message.type("Hello");
      await eventually(async () => expect(await form.getByText(counter(5), { exact: true }).count()).toBe(1));
      await message.fill("m".repeat(2100));
      await eventually(async () => expect(await message.inputValue()).toHaveLength(2000));
      await eventually(async () => expect(await form.getByText(counter(2000), { exact: true }).count()).toBe(1));
      await fieldNamed(form, CONTACT.firstName.label).type("a".repeat(60));
      await eventually(async () => expect(await fieldNamed(form, CONTACT.firstName.label).inputValue()).toHaveLength(50));
      await fieldNamed(form, CONTACT.lastName.label).fill("b".repeat(60));
      await eventually(async () => expect(await fieldNamed(form, CONTACT.lastName.label).inputValue()).toHaveLength(50));
      await fieldNamed(form, CONTACT.company.label).fill("c".repeat(120));
      await eventually(async () => expect(await fieldNamed(form, CONTACT.company.label).inputValue()).toHaveLength(100));
    });

    test("a filled honeypot sends nothing, shows the normal success and clears the form", async () => {
      const { page, form, submit, requests } = await open(route, forms.contactPage.formLabel);
      await fillContact(form);
      await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
        // Set the value the way a bot's script does, then tell React about it.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, "https://spam.example");
        input.dispatchEvent(new Event("input", { bubbles: true }));
      });
      await submit.click();
      // A real send shows this toast only once the database has answered, so a request would have
      // been made by now.
      await expectToast(page, TEXT.contactSuccess);
      expect(requests).toHaveLength(0);
      await eventually(async () =>
        expect(await valuesOf(form, [CONTACT.firstName.label, CONTACT.lastName.label, CONTACT.email.label, CONTACT.message.label])).toEqual(["", "", "", ""]),
      );
      await eventually(async () => expect(await storedRows(db)).toEqual([]));
    });

    test("the honeypot is out of sight, out of the tab order and out of the accessibility tree", async () => {
      const { form } = await open(route, forms.contactPage.formLabel);
      const honeypot = form.locator('input[name="website"]');
      await eventually(async () => expect(await honeypot.getAttribute("tabindex")).toBe("-1"));
      await eventually(async () => expect(await honeypot.getAttribute("autocomplete")).toBe("off"));
      await eventually(async () => expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true));
      const box = await honeypot.boundingBox();
      expect(box === null || box.x + box.width <= 0).toBe(true);
      await eventually(async () => expect(await form.getByRole("textbox", { name: /leave this field empty/i }).count()).toBe(0));
    });

    test("the sending label while pending; Enter twice and two submits in one tick store one row", async () => {
      const gate = deferred();
      const { page, form, submit, requests } = await open(route, forms.contactPage.formLabel, { hold: gate.promise });
      await fillContact(form);
      await fieldNamed(form, CONTACT.email.label).press("Enter");
      await fieldNamed(form, CONTACT.email.label).press("Enter");
      await form.evaluate((element: HTMLFormElement) => {
        element.requestSubmit();
        element.requestSubmit();
      });
      await eventually(async () => expect(await submit.textContent()).toBe(forms.submittingLabel));
      await eventually(async () => expect(await submit.isDisabled()).toBe(true));
      gate.resolve();
      await expectToast(page, TEXT.contactSuccess);
      await eventually(async () => expect(await submit.isEnabled()).toBe(true));
      expect(requests).toHaveLength(1);
      await eventually(async () => expect(await storedRows(db)).toHaveLength(1));
    });

    test("a row the database refuses (400, CHECK violation) keeps every value", async () => {
      const { page, form, submit, answers } = await open(route, forms.contactPage.formLabel, {
        tamper: (body) => ({ ...body, service: "erp" }),
      });
      await fillContact(form);
      await submit.click();
      await expectToast(page, TEXT.failure);
      expect(answers).toHaveLength(1);
      expect(answers[0]?.status).toBe(400);
      expect(JSON.parse(answers[0]?.body ?? "{}")).toMatchObject({ code: "23514" });
      await eventually(async () =>
        expect(await valuesOf(form, [CONTACT.firstName.label, CONTACT.lastName.label, CONTACT.email.label, CONTACT.message.label])).toEqual([
          "Daniel",
          "Weber",
          "d.weber@example.de",
          "Dynamics 365 Finance rollout for three legal entities.",
        ]),
      );
      await eventually(async () => expect(await storedRows(db)).toEqual([]));
    });

    test("a network failure keeps every value; sending again once it is back stores the enquiry", async () => {
      const { page, problems, form, submit, requests } = await open(route, forms.contactPage.formLabel, { answer: "abort" });
      await fillContact(form);
      await submit.click();
      await expectToast(page, TEXT.failure);
      expect(requests).toHaveLength(1);
      expect(problems.consoleErrors.some((text) => text.includes("Contact form: the enquiry was not stored."))).toBe(true);
      await eventually(async () => expect(await fieldNamed(form, CONTACT.firstName.label).inputValue()).toBe("Daniel"));

      await page.unrouteAll();
      await routeInsertsToDatabase(page, db, { forwardedFor: freshAddress() });
      await submit.click();
      await expectToast(page, TEXT.contactSuccess);
      await eventually(async () => expect(await storedRows(db)).toHaveLength(1));
    });

    test("a server error (500) keeps every value", async () => {
      const answer = { status: 500, body: JSON.stringify({ code: "XX000", details: null, hint: null, message: "internal error" }) };
      const { page, form, submit } = await open(route, forms.contactPage.formLabel, { answer });
      await fillContact(form);
      await submit.click();
      await expectToast(page, TEXT.failure);
      await eventually(async () => expect(await fieldNamed(form, CONTACT.lastName.label).inputValue()).toBe("Weber"));
    });

    test("after a failed submit: no axe violations, and the toast keeps its edge in forced colours", () =>
      expectNoAxeViolationsAfterFailedSubmit(route, CONTACT_FORM));
  },
  { firstOnly: true },
);

/** The audit runs axe on every page as it loads; this is the state only a failed submit shows: toast, messages and marked fields. The toast is checked in forced colours too (the audit's other page-level check). */
async function expectNoAxeViolationsAfterFailedSubmit(route: string, { formLabel, fields, requiredMessage }: FailedSubmit) {
  const { page, form, submit } = await open(route, formLabel);
  const formSelector = `form[aria-label="${await form.getAttribute("aria-label")}"]`;
  await fieldNamed(form, fields.first.label).fill(" ");
  await fieldNamed(form, fields.email.label).fill("priya@example.com");
  await fieldNamed(form, fields.message.label).fill(" ");
  await submit.click();
  await expectToast(page, requiredMessage);
  await eventually(async () => expect(await axeViolations(page, { include: formSelector })).toEqual([]));
  // The toast floats over the page, set apart by its shadow, which forced colours drop.
  expect(await forcedColorsProblems(page, "[data-toaster]")).toEqual([]);
}
