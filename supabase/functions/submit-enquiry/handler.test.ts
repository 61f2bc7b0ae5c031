/**
 * The submit-enquiry handler under real Deno (`npm test` runs `deno test` here), storing through
 * postgrestStore with fetch replaced by a recorder: nothing leaves the machine, the exact request
 * PostgREST would receive is checked, and every answer of the endpoint: the redirect and its
 * allow-list, the parsing, the refusal pages and their policy. The database function itself is
 * tested in supabase/__tests__/form-enquiries.test.ts, the local store's mount in
 * supabase/__tests__/form-endpoint.test.ts.
 */
import assert from "node:assert/strict";
import formsFile from "../../../data/forms.json" with { type: "json" };
import siteFile from "../../../data/site.json" with { type: "json" };
import { ENQUIRY_SENT_PATH, enquiryEndpointUrl } from "../../../src/forms/form-post.ts";
import { LIMITS, MESSAGES } from "../../../src/forms/validation.ts";
import { MAX_FORM_BYTES, handleEnquiryPost } from "./handler.ts";
import type { PageCopy } from "./refusal-page.ts";
import { postgrestStore } from "./store.ts";
import { escaped } from "./escaped-for-tests.ts";

// Typed as the pages read them, not as today's files happen to be: a text an editor may leave out
// (a field's helper, a service's own label) is optional here too.
const { forms, site }: PageCopy = { forms: formsFile, site: siteFile };

const SUPABASE_URL = "https://project.supabase.co";
const ENDPOINT = enquiryEndpointUrl(SUPABASE_URL);
const SITE = "https://www.example.org";
const PREVIEW = "https://preview.example.org";
const SERVICE_KEY = "service-role-key";

const CONTACT = {
  form: "contactPage",
  page: "/contact/",
  firstName: " Priya ",
  lastName: "Raman",
  email: "priya.raman@example.com",
  company: "Acme <Manufacturing> & Sons",
  phone: "+91 40 1234 5678",
  // The first service the form offers, whichever it is: the refusal page shows it chosen.
  service: forms.services[0]!.value,
  message: 'We plan an S/4HANA migration.\n<script>alert("x")</script>',
  website: "",
};
const HOME = {
  form: "home",
  page: "/",
  name: "Daniel Weber",
  email: "d.weber@example.de",
  phone: "",
  company: "",
  service: "consultation",
  message: "Please call me back.",
};

type Sent = { url: string; init: RequestInit };

function endpoint(answer: () => Response | Promise<Response> = () => Response.json("stored")) {
  const sent: Sent[] = [];
  const fetchStub = ((url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: String(url), init });
    return Promise.resolve(answer());
  }) as typeof fetch;
  const options = {
    texts: () => Promise.resolve({ forms, site }),
    siteOrigins: [SITE, PREVIEW],
    endpointUrl: ENDPOINT,
    store: postgrestStore({ supabaseUrl: SUPABASE_URL, serviceRoleKey: SERVICE_KEY, fetch: fetchStub }),
  };
  const post = (fields: Record<string, string> | string, headers: Record<string, string> = {}) =>
    handleEnquiryPost(
      new Request(ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, ...headers },
        body: typeof fields === "string" ? fields : new URLSearchParams(fields).toString(),
      }),
      options,
    );
  return { sent, post };
}

/** console.error output of one call, kept out of the test report. */
async function withErrors<T>(run: () => Promise<T>): Promise<{ result: T; errors: string[] }> {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args.map(String).join(" "));
  try {
    return { result: await run(), errors };
  } finally {
    console.error = original;
  }
}

Deno.test("a valid contact page enquiry is stored through PostgREST with the visitor's address headers, then 303 to the thank-you page", async () => {
  const { sent, post } = endpoint();
  const response = await post(CONTACT, { "cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "198.51.100.1, 203.0.113.7", "user-agent": "test" });
  assert.equal(response.status, 303);
  assert.equal(response.headers.get("location"), `${SITE}${ENQUIRY_SENT_PATH}`);
  assert.equal(sent.length, 1);
  const [request] = sent;
  assert.equal(request?.url, `${SUPABASE_URL}/rest/v1/rpc/submit_form_enquiry`);
  assert.equal(request?.init.method, "POST");
  assert.deepEqual(request?.init.headers, { apikey: SERVICE_KEY, authorization: `Bearer ${SERVICE_KEY}`, "content-type": "application/json" });
  assert.deepEqual(JSON.parse(String(request?.init.body)), {
    enquiry: {
      first_name: "Priya",
      last_name: "Raman",
      name: "Priya Raman",
      email: CONTACT.email,
      phone: CONTACT.phone,
      company: CONTACT.company,
      service: CONTACT.service,
      message: CONTACT.message,
      submission_key: null,
    },
    sender_headers: { "cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "198.51.100.1, 203.0.113.7" },
  });
});

Deno.test("a home enquiry is stored as a row with empty first and last name, with its submission key when it is a UUID", async () => {
  const { sent, post } = endpoint();
  const key = "0B7F4C2E-5D1A-4E8B-9C3F-2A6D8E1F4B70";
  assert.equal((await post({ ...HOME, submission_key: key })).status, 303);
  assert.equal((await post({ ...HOME, submission_key: "not-a-key" })).status, 303);
  const bodies = sent.map((request) => JSON.parse(String(request.init.body)) as { enquiry: Record<string, unknown> });
  assert.deepEqual(bodies[0]?.enquiry, {
    name: HOME.name,
    email: HOME.email,
    phone: "",
    company: "",
    service: HOME.service,
    message: HOME.message,
    first_name: "",
    last_name: "",
    submission_key: key.toLowerCase(),
  });
  assert.equal(bodies[1]?.enquiry.submission_key, null);
});

Deno.test("the thank-you page is on the request's origin when the site allows it, else on the site's first origin", async () => {
  const { post } = endpoint();
  assert.equal((await post(HOME, { origin: PREVIEW })).headers.get("location"), `${PREVIEW}${ENQUIRY_SENT_PATH}`);
  for (const origin of ["https://evil.example", "null", "https://www.example.org.evil.example"]) {
    assert.equal((await post(HOME, { origin })).headers.get("location"), `${SITE}${ENQUIRY_SENT_PATH}`, origin);
  }
});

Deno.test("a filled honeypot is thanked with the same redirect, and nothing is stored", async () => {
  const { sent, post } = endpoint();
  const response = await post({ ...CONTACT, website: "https://spam.example" });
  assert.equal(response.status, 303);
  assert.equal(response.headers.get("location"), `${SITE}${ENQUIRY_SENT_PATH}`);
  assert.equal(sent.length, 0);
});

Deno.test("an invalid contact page enquiry: 400, a page that says what to fix per field, with what was typed in a form that posts again", async () => {
  const { sent, post } = endpoint();
  const response = await post({ ...CONTACT, firstName: "", email: "name@host", phone: "12345", submission_key: "0b7f4c2e-5d1a-4e8b-9c3f-2a6d8e1f4b70" });
  assert.equal(response.status, 400);
  assert.equal(sent.length, 0);
  assert.equal(response.headers.get("content-type"), "text/html; charset=utf-8");
  assert.equal(response.headers.get("cache-control"), "no-store");
  assert.equal(
    response.headers.get("content-security-policy"),
    `default-src 'none'; style-src 'unsafe-inline'; form-action ${ENDPOINT} ${SITE}${ENQUIRY_SENT_PATH}; base-uri 'none'; frame-ancestors 'none'`,
  );
  const html = await response.text();
  assert.match(html, new RegExp(`<html lang="${site.language}">`));
  assert.ok(html.includes(`<title>${escaped(site.titleTemplate.replace("%s", MESSAGES.fixErrors))}</title>`));
  assert.ok(html.includes(`<h1>${MESSAGES.fixErrors}</h1>`));
  assert.ok(html.includes(`<form method="post" action="${ENDPOINT}" aria-label="${escaped(forms.contactPage.formLabel)}" novalidate>`));
  assert.ok(html.includes('<input type="hidden" name="form" value="contactPage">'));
  assert.ok(html.includes('<input type="hidden" name="page" value="/contact/">'));
  assert.ok(html.includes('<input type="hidden" name="submission_key" value="0b7f4c2e-5d1a-4e8b-9c3f-2a6d8e1f4b70">'));
  const fields = forms.contactPage.fields as Record<"firstName" | "phone", { label: string; helper?: string }>;
  assert.ok(html.includes(`<a href="#field-firstName">${escaped(fields.firstName.label)}: ${MESSAGES.required}</a>`));
  assert.ok(html.includes(`<label for="field-firstName">${escaped(fields.firstName.label)} *</label>`));
  assert.match(
    html,
    /<input type="text" id="field-firstName" name="firstName" required maxlength="50" [^>]*aria-invalid="true" aria-describedby="field-firstName-error" value="">/,
  );
  assert.ok(html.includes(`<p class="error" id="field-firstName-error">${MESSAGES.required}</p>`));
  assert.match(html, /<input type="email" id="field-email" [^>]*aria-invalid="true" aria-describedby="field-email-error" value="name@host">/);
  assert.ok(html.includes(`<p class="error" id="field-email-error">${MESSAGES.email}</p>`));
  // The phone's helper, where the data gives one, is read out before its error.
  const phoneHint = fields.phone.helper === undefined ? "" : "field-phone-hint ";
  assert.match(html, new RegExp(`<input type="tel" id="field-phone" [^>]*aria-invalid="true" aria-describedby="${phoneHint}field-phone-error" value="12345">`));
  assert.ok(html.includes(`<p class="error" id="field-phone-error">${MESSAGES.phone}</p>`));
  // What was typed comes back as text, never as markup.
  assert.ok(html.includes(`value="${escaped(CONTACT.company)}"`));
  assert.ok(html.includes(`>${escaped(CONTACT.message)}</textarea>`));
  assert.ok(!html.includes("<script"));
  // Every service of the data under the contact page's label (its own, where it has one), the chosen one selected.
  for (const service of forms.services) {
    const selected = service.value === CONTACT.service ? " selected" : "";
    assert.ok(html.includes(`<option value="${service.value}"${selected}>${escaped(service.contactPageLabel ?? service.label)}</option>`), service.value);
  }
  // The honeypot is there again, empty; the valid fields are not marked.
  assert.ok(html.includes('name="website" tabindex="-1" autocomplete="off" value=""'));
  assert.doesNotMatch(html, /id="field-lastName"[^>]*aria-invalid/);
  assert.ok(html.includes(`<a href="mailto:${site.contact.email}">`));
  assert.ok(html.includes(`<a href="tel:${site.contact.phone.replace(/[^\d+]/g, "")}">${escaped(site.contact.phone)}</a>`));
  assert.ok(html.includes(`<a href="${SITE}/contact/">${escaped(forms.contactPage.formLabel)}</a>`));
});

Deno.test("an invalid home enquiry is refused by the home form's rules: required fields, the e-mail pattern, the caps, the service list", async () => {
  const { sent, post } = endpoint();
  const missing = await (await post({ ...HOME, name: "  ", message: "" })).text();
  assert.ok(missing.includes(`<p>${escaped(MESSAGES.homeRequired)}</p>`));
  assert.ok(missing.includes(`<p class="error" id="field-name-error">${MESSAGES.required}</p>`));
  assert.ok(missing.includes(`<p class="error" id="field-message-error">${MESSAGES.required}</p>`));
  // The home form lets the browser check first, as its page does.
  assert.ok(missing.includes(`aria-label="${escaped(forms.home.formLabel)}">`));
  const cases: Array<[Record<string, string>, string, string]> = [
    [{ email: "name@host" }, "email", MESSAGES.email],
    [{ phone: "123-456" }, "phone", MESSAGES.phone],
    [{ company: "x".repeat(LIMITS.company + 1) }, "company", MESSAGES.companyTooLong],
    [{ service: "other" }, "service", MESSAGES.serviceInvalid],
  ];
  for (const [change, field, message] of cases) {
    const response = await post({ ...HOME, ...change });
    assert.equal(response.status, 400, field);
    assert.ok((await response.text()).includes(`<p class="error" id="field-${field}-error">${escaped(message)}</p>`), field);
  }
  assert.equal(sent.length, 0);
});

Deno.test("over the sender's allowance: 429, the forms' limit text, and the enquiry kept in the form", async () => {
  const { post } = endpoint(() =>
    Response.json({ code: "PT429", details: null, hint: null, message: "Too many enquiries from this address." }, { status: 429 }),
  );
  const response = await post(HOME);
  assert.equal(response.status, 429);
  const html = await response.text();
  assert.ok(html.includes(`<h1>${escaped(forms.plainForm.limitMessage)}</h1>`));
  assert.ok(html.includes(`value="${HOME.name}"`));
  assert.ok(html.includes(`>${HOME.message}</textarea>`));
  assert.doesNotMatch(html, /<(input|select|textarea)[^>]*aria-invalid/);
});

Deno.test(
  "the store failing (an error answer, no answer): 503, the failure message, the team's contact and the enquiry kept; the reason is logged",
  async () => {
    for (const answer of [() => new Response("upstream down", { status: 502 }), () => Promise.reject(new TypeError("connection refused"))]) {
      const { post } = endpoint(answer);
      const { result: response, errors } = await withErrors(() => post(CONTACT));
      assert.equal(response.status, 503);
      const html = await response.text();
      assert.ok(html.includes(`<h1>${escaped(forms.failureMessage)}</h1>`));
      assert.ok(html.includes(`value="${CONTACT.email}"`));
      assert.ok(html.includes(`<a href="mailto:${site.contact.email}">`));
      assert.equal(errors.length, 1);
      assert.match(errors[0] ?? "", /not stored: .*(502: upstream down|connection refused)/);
    }
  },
);

Deno.test("a body over MAX_FORM_BYTES is refused with 413 before it is parsed; so is one that declares such a length", async () => {
  const { sent, post } = endpoint();
  const big = new URLSearchParams({ ...CONTACT, message: "x".repeat(MAX_FORM_BYTES) }).toString();
  const response = await post(big);
  assert.equal(response.status, 413);
  const html = await response.text();
  assert.ok(html.includes(`<h1>${escaped(forms.failureMessage)}</h1>`));
  assert.ok(!html.includes("<form"));
  assert.ok(html.includes(`<a href="${SITE}/">`));
  const declared = await post(new URLSearchParams(HOME).toString(), { "content-length": String(MAX_FORM_BYTES + 1) });
  assert.equal(declared.status, 413);
  assert.equal(sent.length, 0);
});

Deno.test("the page field is only ever a path on the site's origin; a post without a known form is refused with 400", async () => {
  const { post } = endpoint();
  for (const page of ["//evil.example/", "https://evil.example/", "/\\evil.example", "/contact?next=x", "contact"]) {
    const html = await (await post({ ...HOME, email: "", page })).text();
    assert.ok(html.includes(`<a href="${SITE}/">`), page);
    assert.ok(html.includes('<input type="hidden" name="page" value="/">'), page);
  }
  const unknown = await post({ form: "other", page: "/contact/" });
  assert.equal(unknown.status, 400);
  assert.ok((await unknown.text()).includes(`<a href="${SITE}/contact/">${escaped(site.name)}</a>`));
});

Deno.test("anything but POST is answered 405", async () => {
  const { sent } = endpoint();
  const response = await handleEnquiryPost(new Request(ENDPOINT), {
    texts: () => Promise.resolve({ forms, site }),
    siteOrigins: [SITE],
    endpointUrl: ENDPOINT,
    store: () => Promise.reject(new Error("unused")),
  });
  assert.equal(response.status, 405);
  assert.equal(response.headers.get("allow"), "POST");
  assert.equal(sent.length, 0);
});
