/**
 * submit-enquiry: the contact forms' plain HTML submission (src/forms/form-post.ts), taken with the
 * rules of the scripted path, on Web Request and Response only, so the Edge Function (index.ts) and
 * the local store under `npm start` (supabase/local/form-endpoint.ts) run the same code.
 *
 * - A body over MAX_FORM_BYTES is refused (413) before it is parsed.
 * - The honeypot filled: 303 to the thank-you page, nothing stored.
 * - A value the form's rules refuse (field-errors.ts): 400, the page lists what to fix.
 * - Stored, or stored before (the same key; the same enquiry from the same sender a moment ago):
 *   303 to ENQUIRY_SENT_PATH on the site's origin.
 * - Over the sender's allowance: 429; the store failing: 503; both pages keep what was typed.
 *
 * The site's origin is the request's Origin when it is one of `siteOrigins`, else the first of
 * them: the endpoint never leads anywhere else.
 */
import { ENQUIRY_SENT_PATH } from "../../../src/forms/form-post.ts";
import { toContactPageRow, toHomeRow } from "../../../src/forms/submission-rows.ts";
import { MESSAGES, hasHomeRequiredFields, isSpam } from "../../../src/forms/validation.ts";
import { contactPageErrors, homeErrors } from "./field-errors.ts";
import { parseFormBody } from "./form-body.ts";
import { refusalHeaders, refusalPageHtml, type PageCopy, type RefusalPage } from "./refusal-page.ts";
import { siteOrigin } from "./site-origin.ts";
import { senderHeaders, type EnquiryRecord, type StoreEnquiry } from "./store.ts";
import { readBounded } from "../_shared/read-bounded.ts";

/** The largest body read: a form's fields, percent-encoded, take a few kilobytes. */
export const MAX_FORM_BYTES = 64 * 1024;

export type EndpointOptions = {
  /** The pages' texts, asked for only when a page is written (the redirects need none). */
  texts: () => Promise<PageCopy>;
  /** The site's origins; the first is where a request without an allowed Origin is led. */
  siteOrigins: readonly string[];
  /** The endpoint's own URL, where the refusal pages' forms post. */
  endpointUrl: string;
  store: StoreEnquiry;
};

/** A page's heading: a text of its own, or one of the texts. */
type Heading = string | ((copy: PageCopy) => string);
const failureHeading = (copy: PageCopy) => copy.forms.failureMessage;

async function page(status: number, options: EndpointOptions, content: Omit<RefusalPage, "heading"> & { heading: Heading }): Promise<Response> {
  const copy = await options.texts();
  const heading = typeof content.heading === "string" ? content.heading : content.heading(copy);
  return new Response(refusalPageHtml(copy, { ...content, heading }), { status, headers: refusalHeaders(options.endpointUrl, content.siteOrigin) });
}

function thanks(origin: string | undefined, options: EndpointOptions): Promise<Response> | Response {
  if (origin === undefined) {
    // No site origin configured: nowhere to lead to, so say what the thank-you page would not.
    console.error("submit-enquiry: no site origin is configured (SITE_URL): the visitor cannot be led to the thank-you page");
    return page(503, options, { heading: failureHeading, lead: [], page: "/", siteOrigin: undefined, endpointUrl: options.endpointUrl });
  }
  return new Response(null, { status: 303, headers: { location: `${origin}${ENQUIRY_SENT_PATH}`, "cache-control": "no-store" } });
}

export async function handleEnquiryPost(request: Request, options: EndpointOptions): Promise<Response> {
  if (request.method !== "POST") return new Response("POST only\n", { status: 405, headers: { allow: "POST", "content-type": "text/plain; charset=utf-8" } });
  const origin = siteOrigin(request.headers.get("origin"), options.siteOrigins);
  const base = { siteOrigin: origin, endpointUrl: options.endpointUrl };

  const body = await readBounded(request, MAX_FORM_BYTES);
  if (body === null) return page(413, options, { ...base, heading: failureHeading, lead: [], page: "/" });
  const post = parseFormBody(body);
  if (post.kind === null) return page(400, options, { ...base, heading: failureHeading, lead: [], page: post.page });
  if (post.kind === "contactPage" && isSpam(post.values)) return thanks(origin, options);

  const errors = post.kind === "home" ? homeErrors(post.values) : contactPageErrors(post.values);
  const typed = { kind: post.kind, submissionKey: post.submissionKey, values: post.values, errors };
  if (Object.keys(errors).length > 0) {
    const lead = post.kind === "home" && !hasHomeRequiredFields(post.values) ? [MESSAGES.homeRequired] : [];
    return page(400, options, { ...base, heading: MESSAGES.fixErrors, lead, typed, page: post.page });
  }

  const row = post.kind === "home" ? { ...toHomeRow(post.values), first_name: "", last_name: "" } : toContactPageRow(post.values);
  const enquiry: EnquiryRecord = { ...row, submission_key: post.submissionKey };
  const stored = await options.store(enquiry, senderHeaders(request.headers)).catch((error: unknown) => ({
    outcome: "failed" as const,
    reason: error instanceof Error ? error.message : String(error),
  }));
  const kept = { ...base, typed: { ...typed, errors: {} }, page: post.page };
  if (stored.outcome === "stored") return thanks(origin, options);
  if (stored.outcome === "limited") return page(429, options, { ...kept, heading: (copy) => copy.forms.plainForm.limitMessage, lead: [] });
  console.error(`submit-enquiry: the enquiry was not stored: ${stored.reason}`);
  return page(503, options, { ...kept, heading: failureHeading, lead: [] });
}
