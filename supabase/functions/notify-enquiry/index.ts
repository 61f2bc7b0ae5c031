/**
 * Supabase Edge Function entry point (Deno): `supabase functions deploy notify-enquiry`.
 * The work is in handler.ts, a plain function the tests call directly.
 */
import { handleNotifyEnquiry, readSettings } from "./handler.ts";

export { handleNotifyEnquiry } from "./handler.ts";

Deno.serve((request) =>
  handleNotifyEnquiry(
    request,
    readSettings((name) => Deno.env.get(name)),
  ),
);
