/**
 * Every enquiry arrives whatever fails of the page's scripts, in Chromium, Firefox and WebKit: each
 * enquiry form of the build (support/enquiry-forms.ts) sends as plain HTML, a native POST to the
 * enquiry endpoint (src/forms/form-post.ts) answered for real on the build's Supabase URL
 * (support/engines/supabase-loopback.ts), which stores one row and leads to the site's thank-you
 * page, or to a page that says what to fix.
 *
 * - Scripts off (the engine's own setting, support/engines/engine-page.ts `LaunchOptions`): the
 *   visitor fills the form and presses Send, twice while the first answer is on its way; one row.
 * - Every script of the page blocked (the static server drops each `.js` request; the inline head
 *   script still runs): Send leads to the thank-you page within a few seconds.
 * - A tab whose chunks and page data a newer deploy removed after it loaded (they answer 404): the
 *   same.
 * - Refused as on the scripted path: an invalid e-mail address (every engine), the trap field
 *   filled, the sender over the per-sender limit (Chromium: the wording of the refusal pages is
 *   the endpoint's, the same in every engine).
 *
 * What the visitor reads comes from data/ and src/forms/validation.ts, never from a literal here.
 */
import type { PGlite } from "@electric-sql/pglite";
import { ENQUIRY_SENT_PATH, FORM_FIELDS, isFormKind, type FormKind } from "../src/forms/form-post";
import { toHomeRow } from "../src/forms/submission-rows";
import { MESSAGES } from "../src/forms/validation";
import { HELD_SEND_LIMIT_MS } from "../src/islands/hold-early-input";
import { DESKTOP } from "./support/browser";
import { dataFile } from "./support/content";
import { formsInBuild } from "./support/enquiry-forms";
import { enginesToRun, type Engine, type EnginePage } from "./support/engines/engine-page";
import { enquiryWith, fill, formOnPage, storedEnquiries, storedEnquiry, type Form, type FormOnPage } from "./support/engines/enquiry-steps";
import { useJourneySite } from "./support/engines/journey-server";
import { visit, waitUntil } from "./support/engines/journey-steps";
import { useEngines } from "./support/engines/use-engine";
import { ANON_KEY, SUPABASE_URL } from "./support/supabase-backend";
import type { FormsFile, SiteFile } from "../src/content-file-types";

jest.setTimeout(60_000);

/**
 * A press on Send meets its outcome within this: the head script's stated limit for scripts that
 * never arrive (src/islands/hold-early-input.ts), and the thank-you page's load on a busy machine.
 */
const OUTCOME_MS = HELD_SEND_LIMIT_MS + 4_000;

const copy = dataFile<FormsFile>("forms.json");
const site = dataFile<SiteFile>("site.json");
const forms = formsInBuild();
/** The thank-you page's heading (src/pages/enquiry-sent.tsx). */
const THANK_YOU = dataFile<{ heading: string }>("enquiry-sent.json").heading;

/** Which form of data/forms.json (and of FORM_FIELDS) this one is: the group whose label it has. */
function kindOf(form: Form): FormKind {
  const kind = Object.entries(copy).find(
    ([, group]) => typeof group === "object" && group !== null && "formLabel" in group && group.formLabel === form.label,
  )?.[0];
  if (!isFormKind(kind ?? null)) throw new Error(`the form "${form.label}" is no form kind of src/forms/form-post.ts`);
  return kind as FormKind;
}

/** The form with the trap field, which validates only on the server (noValidate): the one the refusals are tried on. */
const HONEYPOT = "website";
const trapForm = forms.find((form) => (FORM_FIELDS[kindOf(form)] as readonly string[]).includes(HONEYPOT));
if (!trapForm) throw new Error(`no form of the build has the trap field "${HONEYPOT}"`);

const { server, supabase, url } = useJourneySite();
const rows = () => storedEnquiries(supabase().db);

/** The thank-you page of the site shows (its address and its heading), within `timeoutMs` of now. */
async function expectThankYouPage(page: EnginePage, timeoutMs = OUTCOME_MS): Promise<void> {
  await waitUntil(
    page,
    "showing the thank-you page",
    (path: string, heading: string) => {
      const h1 = (document.querySelector("h1")?.textContent ?? "").trim();
      return (window.location.pathname === path && h1 === heading) || `at ${window.location.pathname}, h1 "${h1}"`;
    },
    [ENQUIRY_SENT_PATH, THANK_YOU],
    timeoutMs,
  );
}

/**
 * The form tells the visitor it sends without scripts: its note (data/forms.json) shows, with the
 * team's e-mail address (a mailto: link) and phone number (data/site.json) as links beside it.
 */
async function expectNoteShown(page: EnginePage, onPage: FormOnPage): Promise<void> {
  const seen = await page.evaluate(
    (formSelector: string, note: string, email: string, phone: string) => {
      const form = document.querySelector(formSelector);
      const shown = (element: Element) =>
        element.getBoundingClientRect().height > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      const withText = (css: string, text: string) =>
        [...(form?.querySelectorAll(css) ?? [])].filter((element) => (element.textContent ?? "").trim() === text && shown(element));
      return {
        note: withText("*", note).length > 0,
        email: withText("a", email).map((link) => link.getAttribute("href")),
        phone: withText("a", phone).length > 0,
      };
    },
    onPage.selector,
    copy.noScriptNote,
    site.contact.email,
    site.contact.phone,
  );
  expect(seen).toEqual({ note: true, email: [`mailto:${site.contact.email}`], phone: true });
}

/** The value each named field of the page's forms holds: what a refusal page keeps of what was typed. */
function fieldValuesByName(page: EnginePage): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("form input[name], form textarea[name]")].map((field) => [field.name, field.value]),
    ),
  );
}

/** What each field of `onPage` was given, by its name in the form's POST (the keys of FORM_FIELDS are the forms' value names). */
const typedByName = (onPage: FormOnPage) => Object.fromEntries(onPage.fields.map((field) => [field.key, field.value]));

/** The page's text, white space collapsed: a refusal page's words. */
function pageText(page: EnginePage): Promise<string> {
  return page.evaluate(() => (document.body.textContent ?? "").replace(/\s+/g, " "));
}

/** The trap field filled, as a bot fills every field it finds (people never see it). */
async function fillTrap(page: EnginePage, onPage: FormOnPage): Promise<void> {
  await page.evaluate(
    (formSelector: string, name: string) => {
      const field = document.querySelector<HTMLInputElement>(`${formSelector} [name=${JSON.stringify(name)}]`);
      if (!field) throw new Error(`no field "${name}" in ${formSelector}`);
      field.value = "https://spam.example";
    },
    onPage.selector,
    HONEYPOT,
  );
}

/**
 * Stores enquiries through the Data API from the visitor's own address until the per-sender limit
 * refuses one: the sender's allowance is used up. Returns how many are stored.
 */
async function useUpAllowance(db: PGlite): Promise<number> {
  for (let sent = 0; sent < 50; sent += 1) {
    const answer = await fetch(`${SUPABASE_URL}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, "content-type": "application/json", prefer: "return=minimal" },
      body: JSON.stringify(
        toHomeRow({ name: "Earlier Sender", email: `earlier.${sent}@example.com`, phone: "", company: "", service: "", message: "An earlier enquiry." }),
      ),
    });
    if (answer.status === 429) return (await storedEnquiries(db)).length;
    if (answer.status !== 201) throw new Error(`the Data API answered ${answer.status}: ${await answer.text()}`);
  }
  throw new Error("50 enquiries from one address and no limit");
}

const engines = enginesToRun();
// Every engine's browser, with scripts off and on, launched at once before the first journey
// (support/engines/use-engine.ts).
const tabs = useEngines(
  engines.flatMap((engine) => [
    { engine, scripts: false },
    { engine, scripts: true },
  ]),
  DESKTOP,
);

/** The engine's browser with scripts on or off. */
const tabOf = (engine: Engine, scripts: boolean) => tabs.find((tab) => tab.engine === engine && tab.scripts === scripts)!;

describe.each(engines)("%s", (engine) => {
  beforeEach(async () => {
    await supabase().start();
    await supabase().reset();
  });
  afterEach(() => server().setAssets("served"));

  describe("scripts off", () => {
    const page = tabOf(engine, false).page;

    describe.each(forms.map((form) => [form.route, form] as const))("the form on %s", (_route, form) => {
      test("the note says the form sends and offers the team's e-mail and phone; the visitor fills it and presses Send twice before the answer: one row, the thank-you page", async () => {
        const email = `${engine}.no-script@example.com`;
        await page().goto(url(form.route));
        const onPage = await formOnPage(page(), form, enquiryWith(email));
        await expectNoteShown(page(), onPage);
        await fill(page(), onPage);
        supabase().holdEnquiryPosts();
        await page().click(onPage.submit);
        await supabase().untilEnquiryPosts(1);
        await page().pressAgain();
        await supabase().untilEnquiryPosts(2);
        supabase().releaseEnquiryPosts();
        await expectThankYouPage(page());
        expect(await rows()).toEqual([storedEnquiry(email)]);
      });
    });

    test(`an invalid e-mail address on the form on ${trapForm.route}: a page names the field's message and keeps what was typed; nothing is stored`, async () => {
      await page().goto(url(trapForm.route));
      // A dot missing in the domain: the browser's own check of type="email" lets it through, the site's rule does not.
      const onPage = await formOnPage(page(), trapForm, enquiryWith(`${engine}.invalid@example`));
      await fill(page(), onPage);
      await page().click(onPage.submit);
      await waitUntil(page(), "naming the e-mail address's problem", (text: string) => (document.body.textContent ?? "").includes(text), [MESSAGES.email]);
      expect(await fieldValuesByName(page())).toEqual(expect.objectContaining(typedByName(onPage)));
      expect(await rows()).toEqual([]);
    });

    if (engine === "chromium") {
      test(`the trap field filled on the form on ${trapForm.route}: the thank-you page, nothing stored`, async () => {
        await page().goto(url(trapForm.route));
        const onPage = await formOnPage(page(), trapForm, enquiryWith("bot@example.com"));
        await fill(page(), onPage);
        await fillTrap(page(), onPage);
        await page().click(onPage.submit);
        await expectThankYouPage(page());
        expect(supabase().enquiryPosts()).toBe(1);
        expect(await rows()).toEqual([]);
      });

      test(`over the sender's limit, shared with the scripted path, on the form on ${forms[0]!.route}: a page says so and keeps what was typed; nothing more is stored`, async () => {
        const allowance = await useUpAllowance(supabase().db);
        await page().goto(url(forms[0]!.route));
        const onPage = await formOnPage(page(), forms[0]!, enquiryWith("over.limit@example.com"));
        await fill(page(), onPage);
        await page().click(onPage.submit);
        await waitUntil(page(), "saying the limit is reached", (text: string) => (document.body.textContent ?? "").includes(text), [
          copy.plainForm.limitMessage,
        ]);
        expect(await fieldValuesByName(page())).toEqual(expect.objectContaining(typedByName(onPage)));
        expect(await pageText(page())).not.toContain(THANK_YOU);
        expect(await rows()).toHaveLength(allowance);
      });
    }
  });

  describe("scripts on", () => {
    const page = tabOf(engine, true).page;

    describe.each(forms.map((form) => [form.route, form] as const))("the form on %s", (_route, form) => {
      test("every script of the page blocked: Send leads to the thank-you page within a few seconds; one row", async () => {
        const email = `${engine}.blocked@example.com`;
        server().setAssets("scripts fail");
        await page().goto(url(form.route));
        const onPage = await formOnPage(page(), form, enquiryWith(email));
        await fill(page(), onPage);
        await page().click(onPage.submit);
        await expectThankYouPage(page());
        expect(await rows()).toEqual([storedEnquiry(email)]);
      });

      test("chunks and page data gone after the page loaded (a newer deploy): Send leads to the thank-you page within a few seconds; one row", async () => {
        const email = `${engine}.stale@example.com`;
        await visit(page(), url(form.route));
        server().setAssets("replaced");
        const onPage = await formOnPage(page(), form, enquiryWith(email));
        await fill(page(), onPage);
        await page().click(onPage.submit);
        await expectThankYouPage(page());
        expect(await rows()).toEqual([storedEnquiry(email)]);
      });
    });
  });
});
