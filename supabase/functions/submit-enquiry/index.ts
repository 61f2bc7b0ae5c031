/**
 * Supabase Edge Function entry point (Deno): `supabase functions deploy submit-enquiry
 * --no-verify-jwt` (a visitor's browser posts the form: there is no JWT to verify). The work is in
 * handler.ts. Settings: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (set by the Edge runtime), and
 * the secrets SITE_URL (the site's address, where visitors are led) and, optionally, SITE_ORIGINS
 * (further origins the site is served from, separated by spaces or commas).
 *
 * The refusal pages' texts are those the site publishes (published-texts.ts: an editor's change
 * reaches them with the site's next deploy); the ones of data/*.json at the function's deploy stand
 * in while the site cannot be read.
 */
import forms from "../../../data/forms.json" with { type: "json" };
import site from "../../../data/site.json" with { type: "json" };
import { enquiryEndpointUrl } from "../../../src/forms/form-post.ts";
import { handleEnquiryPost } from "./handler.ts";
import { siteOrigins } from "./site-origin.ts";
import { postgrestStore } from "./store.ts";
import { publishedTexts } from "./published-texts.ts";
import { pageCopyOf } from "./refusal-page.ts";

export { handleEnquiryPost } from "./handler.ts";

const supabaseUrl = Deno.env.get("SUPABASE_URL") ?? "";
const options = {
  texts: publishedTexts({ siteUrl: Deno.env.get("SITE_URL"), bundled: pageCopyOf({ forms, site }) }),
  siteOrigins: siteOrigins([Deno.env.get("SITE_URL") ?? "", ...(Deno.env.get("SITE_ORIGINS") ?? "").split(/[\s,]+/)]),
  endpointUrl: enquiryEndpointUrl(supabaseUrl),
  store: postgrestStore({ supabaseUrl, serviceRoleKey: Deno.env.get("SUPABASE_SERVICE_ROLE_KEY") ?? "" }),
};

Deno.serve((request) => handleEnquiryPost(request, options));
