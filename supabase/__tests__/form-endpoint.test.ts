/**
 * @jest-environment node
 *
 * The plain form's endpoint as the local store serves it (storeEndpoints: `gatsby develop` and the
 * browser tests mount it), over HTTP on a migrated database: the Edge Function's handler on Node,
 * storing through public.submit_form_enquiry, with the local store's origin rules. What the handler
 * answers to each input is tested under Deno (supabase/functions/submit-enquiry/handler.test.ts);
 * here, that the mount stores, counts and leads as the function does.
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import { ENQUIRY_ENDPOINT_PATH, ENQUIRY_SENT_PATH } from "../../src/forms/form-post";
import { MESSAGES } from "../../src/forms/validation";
import { MAX_FORM_BYTES } from "../functions/submit-enquiry/handler.ts";
import { REST_PREFIX } from "../local/rest-endpoint";
import { isStoreUrl, storeEndpoints } from "../local/store-endpoints";
import { SAMPLE_HOME_ROW, countRows, useMigratedDatabase } from "./db-helpers";

const database = useMigratedDatabase();
const ANON_KEY = "test-anon-key";
const SITE = "http://127.0.0.1:9";

const CONTACT = {
  form: "contactPage",
  page: "/contact/",
  firstName: "Priya",
  lastName: "Raman",
  email: "priya.raman@example.com",
  company: "",
  phone: "",
  service: "",
  message: "We plan an S/4HANA migration.",
  website: "",
};

let server: Server;
let base: string;

beforeAll(async () => {
  const endpoints = storeEndpoints(() => Promise.resolve(database()), { anonKey: ANON_KEY, allowedOrigins: [SITE] });
  server = createServer((request, response) => endpoints(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request with node:http (fetch would follow the redirect and cannot send Origin as a browser does). */
function send(path: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method: options.method ?? "POST", headers: options.headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end(options.body);
  });
}

const postForm = (fields: Record<string, string>, origin?: string) =>
  send(ENQUIRY_ENDPOINT_PATH, {
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(origin ? { origin } : {}) },
  });

describe("the local store's plain form endpoint", () => {
  it("stores an enquiry once however often it is pressed, and leads to the thank-you page of the origin it came from", async () => {
    const first = await postForm(CONTACT, SITE);
    expect([first.status, first.headers.location]).toEqual([303, `${SITE}${ENQUIRY_SENT_PATH}`]);
    const again = await postForm(CONTACT, SITE);
    expect([again.status, again.headers.location]).toEqual([303, `${SITE}${ENQUIRY_SENT_PATH}`]);
    expect(await countRows(database(), "public.contact_submissions")).toBe(1);
    // The gateway's headers name the caller, as for the Data API: the e-mail is queued for that sender.
    const senders = await database().query<{ sender: string }>("select sender from private.enquiry_notifications");
    expect(senders.rows).toEqual([{ sender: "127.0.0.1/32" }]);
  });

  it("leads a request without an Origin to the server's own origin, and refuses a page of another origin with 403", async () => {
    const own = await postForm({ ...CONTACT, message: "Without an Origin." });
    expect([own.status, own.headers.location]).toEqual([303, `${base}${ENQUIRY_SENT_PATH}`]);
    const foreign = await postForm({ ...CONTACT, message: "From elsewhere." }, "https://evil.example");
    expect(foreign.status).toBe(403);
    expect(await countRows(database(), "public.contact_submissions")).toBe(1);
  });

  it("answers an invalid enquiry with the 400 page, and the sender's sixth enquiry, after five through the Data API, with the 429 page", async () => {
    const invalid = await postForm({ ...CONTACT, email: "name@host" }, SITE);
    expect([invalid.status, invalid.headers["content-type"]]).toEqual([400, "text/html; charset=utf-8"]);
    expect(invalid.body).toContain(MESSAGES.email);
    for (let i = 0; i < 5; i += 1) {
      const insert = await send(`${REST_PREFIX}contact_submissions`, {
        body: JSON.stringify({ ...SAMPLE_HOME_ROW, message: `Scripted ${i}` }),
        headers: { apikey: ANON_KEY, "content-type": "application/json" },
      });
      expect(insert.status).toBe(201);
    }
    const limited = await postForm(CONTACT, SITE);
    expect(limited.status).toBe(429);
    expect(limited.body).toContain(`value="${CONTACT.email}"`);
    expect(await countRows(database(), "public.contact_submissions")).toBe(5);
  });

  it("refuses a body over the limit with 413 without reading it, and goes on serving", async () => {
    const big = await postForm({ ...CONTACT, message: "x".repeat(MAX_FORM_BYTES) }, SITE);
    expect([big.status, big.headers.connection]).toEqual([413, "close"]);
    expect((await postForm(CONTACT, SITE)).status).toBe(303);
  });

  it("routes the endpoint's path (any method: GET is answered 405) and the Data API's, and nothing else", async () => {
    expect((await send(ENQUIRY_ENDPOINT_PATH, { method: "GET" })).status).toBe(405);
    expect(isStoreUrl(`${ENQUIRY_ENDPOINT_PATH}?x=1`)).toBe(true);
    expect(isStoreUrl(`${REST_PREFIX}contact_submissions`)).toBe(true);
    expect(isStoreUrl(`${ENQUIRY_ENDPOINT_PATH}/more`)).toBe(false);
    expect(isStoreUrl("/contact/")).toBe(false);
  });
});
