/**
 * The refusal pages' texts read from the site under real Deno, with fetch replaced by a recorder:
 * the exact request, the published texts laid over the bundled ones, the time they are kept, and
 * the bundled texts whenever the site's answer cannot be used.
 */
import assert from "node:assert/strict";
import forms from "../../../data/forms.json" with { type: "json" };
import site from "../../../data/site.json" with { type: "json" };
import { ENQUIRY_TEXTS_PATH } from "../../../src/forms/form-post.ts";
import { overlayTexts, publishedTexts, TEXTS_MAX_AGE_MS } from "./published-texts.ts";
import { pageCopyOf, type PageCopy } from "./refusal-page.ts";
import { handleEnquiryPost } from "./handler.ts";
import type { StoreAnswer } from "./store.ts";
import { escaped } from "./escaped-for-tests.ts";

const SITE = "https://www.example.org";
const bundled = pageCopyOf({ forms, site });

/** The bundled texts with the team's e-mail and the limit's message changed, as an editor would. */
function edited(): PageCopy {
  const copy = structuredClone(bundled);
  copy.site.contact.email = `new-${copy.site.contact.email}`;
  copy.forms.plainForm.limitMessage = `${copy.forms.plainForm.limitMessage} (edited)`;
  return copy;
}

function stubSite(answer: () => Response | Promise<Response>) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetchStub = ((url: string | URL | Request, init: RequestInit = {}) => {
    requests.push({ url: String(url), init });
    return Promise.resolve().then(answer);
  }) as typeof fetch;
  return { requests, fetchStub };
}

Deno.test("the published texts are read from the site's address, once, and used in place of the bundled ones", async () => {
  const published = edited();
  const { requests, fetchStub } = stubSite(() => Response.json(published));
  const texts = publishedTexts({ siteUrl: `${SITE}/`, bundled, fetch: fetchStub });
  assert.deepEqual(await texts(), published);
  assert.deepEqual(await texts(), published);
  assert.equal(requests.length, 1);
  assert.equal(requests[0]!.url, `${SITE}${ENQUIRY_TEXTS_PATH}`);
  assert.equal(new Headers(requests[0]!.init.headers).get("accept"), "application/json");
  assert.ok(requests[0]!.init.signal instanceof AbortSignal);
});

Deno.test("they are asked for again once they are older than the maximum age", async () => {
  let clock = 0;
  const { requests, fetchStub } = stubSite(() => Response.json(bundled));
  const texts = publishedTexts({ siteUrl: SITE, bundled, fetch: fetchStub, now: () => clock });
  await texts();
  clock = TEXTS_MAX_AGE_MS - 1;
  await texts();
  assert.equal(requests.length, 1);
  clock = TEXTS_MAX_AGE_MS;
  await texts();
  assert.equal(requests.length, 2);
});

Deno.test("without a site address nothing is fetched: the bundled texts", async () => {
  const { requests, fetchStub } = stubSite(() => Response.json(edited()));
  assert.equal(await publishedTexts({ siteUrl: undefined, bundled, fetch: fetchStub })(), bundled);
  assert.equal(await publishedTexts({ siteUrl: "", bundled, fetch: fetchStub })(), bundled);
  assert.equal(requests.length, 0);
});

for (const [name, answer] of [
  ["a 404 (a site deployed before the texts were published)", () => new Response("Not found", { status: 404 })],
  ["a body that is not JSON", () => new Response("<!doctype html>", { status: 200 })],
  ["a network failure", () => Promise.reject(new TypeError("fetch failed"))],
] as const) {
  Deno.test(`${name}: the bundled texts, and a line in the function's log`, async () => {
    const { fetchStub } = stubSite(answer);
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => logged.push(args.join(" "));
    try {
      assert.deepEqual(await publishedTexts({ siteUrl: SITE, bundled, fetch: fetchStub })(), bundled);
    } finally {
      console.error = error;
    }
    assert.equal(logged.length, 1);
    assert.match(String(logged[0]), new RegExp(`${SITE}${ENQUIRY_TEXTS_PATH}`));
  });
}

Deno.test("a broken or partial file changes texts, never the shape: a missing, mistyped or extra field keeps the bundled text", () => {
  const published = {
    forms: { submitLabel: "Send it", failureMessage: 42, home: null, extra: "ignored" },
    site: { contact: { email: "team@example.org" } },
  };
  const texts = overlayTexts(bundled, published);
  assert.equal(texts.forms.submitLabel, "Send it");
  assert.equal(texts.forms.failureMessage, bundled.forms.failureMessage);
  assert.equal(texts.site.contact.email, "team@example.org");
  assert.equal(texts.site.contact.phone, bundled.site.contact.phone);
  assert.deepEqual(texts.forms.home, bundled.forms.home);
  assert.equal("extra" in texts.forms, false);
  // A list of another length is kept as bundled; one of the same length takes its texts.
  const longer = [...bundled.forms.services, { value: "other", label: "Other" }];
  assert.deepEqual(overlayTexts(bundled, { forms: { services: longer } }).forms.services, bundled.forms.services);
  const relabelled = bundled.forms.services.map((service) => ({ ...service, label: `${service.label}!` }));
  assert.deepEqual(overlayTexts(bundled, { forms: { services: relabelled } }).forms.services, relabelled);
});

Deno.test("the endpoint reads the texts only for a page: a stored enquiry is led on without them, a refused one shows the published words", async () => {
  const published = edited();
  const endpoint = "https://project.supabase.co/functions/v1/submit-enquiry";
  const post = async (answer: StoreAnswer) => {
    const { requests, fetchStub } = stubSite(() => Response.json(published));
    const response = await handleEnquiryPost(
      new Request(endpoint, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
        body: new URLSearchParams({
          form: "home",
          page: "/",
          name: "Daniel Weber",
          email: "daniel@example.com",
          service: "consultation",
          message: "Call me.",
        }).toString(),
      }),
      { texts: publishedTexts({ siteUrl: SITE, bundled, fetch: fetchStub }), siteOrigins: [SITE], endpointUrl: endpoint, store: () => Promise.resolve(answer) },
    );
    return { response, requests };
  };
  const stored = await post({ outcome: "stored" });
  assert.equal(stored.response.status, 303);
  assert.equal(stored.requests.length, 0);
  const limited = await post({ outcome: "limited", message: "over the limit" });
  assert.equal(limited.response.status, 429);
  assert.equal(limited.requests.length, 1);
  const html = await limited.response.text();
  assert.ok(html.includes(escaped(published.forms.plainForm.limitMessage)), html);
  assert.ok(html.includes(escaped(published.site.contact.email)), html);
});
