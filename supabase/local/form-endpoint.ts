/**
 * The plain form's endpoint (ENQUIRY_ENDPOINT_PATH) served from the local store: the Edge
 * Function's handler (supabase/functions/submit-enquiry/handler.ts) on Node's Request and
 * Response, storing through public.submit_form_enquiry in SQL (form-store.ts). In front of it, what
 * the local store's Data API does first (rest-endpoint.ts): a browser request from an origin other
 * than the server's own (any loopback name) and `allowedOrigins` is refused with 403, and the
 * gateway's address headers name the caller. The visitor is led to the request's Origin when it is
 * allowed, else to the server's own origin.
 *
 * The texts it answers with (data/forms.json, data/site.json) are read from the data folder at each
 * request, not imported: `gatsby develop` then shows an editor's change at once, and the compiled
 * gatsby-node (which reaches this file) holds no content, so editing those files does not make
 * webpack discard its cache (the compiled gatsby-node is one of its build dependencies).
 */
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type formsFile from "../../data/forms.json";
import type siteFile from "../../data/site.json";
import { ENQUIRY_ENDPOINT_PATH } from "../../src/forms/form-post";
import { handleEnquiryPost } from "../functions/submit-enquiry/handler.ts";
import { sqlFormStore } from "./form-store";
import { gatewayHeaders, isAllowedOrigin } from "./rest-endpoint";
import type { SqlSession } from "./sql-session";

/** Whether a request URL (path and query) is the form endpoint's. */
export function isFormEndpointUrl(url: string | undefined): boolean {
  return new URL(url ?? "/", "http://local").pathname === ENQUIRY_ENDPOINT_PATH;
}

/**
 * The body as a web stream. Cancelling it (the handler's byte guard) stops reading without
 * destroying the connection, so the 413 page can still be sent.
 */
function bodyStream(request: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      request.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      request.on("end", () => controller.close());
      request.on("error", (error) => controller.error(error));
    },
    cancel() {
      request.removeAllListeners("data");
      request.pause();
    },
  });
}

type FormTexts = { forms: typeof formsFile; site: typeof siteFile };

/** The forms' and the site's texts as data/ holds them now (also what the build publishes for the deployed endpoint). */
export function readTexts(dataDirectory: string): FormTexts {
  const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(dataDirectory, name), "utf8"));
  return { forms: read("forms.json") as FormTexts["forms"], site: read("site.json") as FormTexts["site"] };
}

export function formEndpoint(database: () => Promise<SqlSession>, options: { allowedOrigins?: readonly string[] }) {
  const dataDirectory = path.resolve("data");
  const store = sqlFormStore(database);
  const allowed = options.allowedOrigins ?? [];
  return (request: IncomingMessage, response: ServerResponse): void => {
    const origin = request.headers.origin;
    const ownOrigin = `http://${request.headers.host ?? "127.0.0.1"}`;
    const fromAllowed = origin !== undefined && isAllowedOrigin(origin, request.headers.host, allowed);
    if (origin !== undefined && !fromAllowed) {
      response
        .writeHead(403, { "content-type": "text/plain; charset=utf-8", connection: "close" })
        .end(`The local enquiry store does not serve pages of ${origin}\n`);
      return;
    }
    const method = request.method ?? "GET";
    const init = {
      method,
      headers: gatewayHeaders(request),
      ...(method === "GET" || method === "HEAD" ? {} : { body: bodyStream(request), duplex: "half" }),
    };
    // Inside the chain, so a data file that cannot be read ends in the same 500 as any other failure.
    Promise.resolve()
      .then(() =>
        handleEnquiryPost(new Request(`${ownOrigin}${request.url ?? ""}`, init as RequestInit), {
          texts: () => Promise.resolve(readTexts(dataDirectory)),
          siteOrigins: [...(fromAllowed ? [origin] : []), ownOrigin, ...allowed],
          endpointUrl: `${ownOrigin}${ENQUIRY_ENDPOINT_PATH}`,
          store,
        }),
      )
      .then(async (answer) => {
        const headers = Object.fromEntries(answer.headers);
        // A body the guard stopped reading is left unread: the connection cannot be reused.
        if (answer.status === 413) headers.connection = "close";
        response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch((error: unknown) => {
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end(`The local enquiry store failed: ${String(error)}\n`);
      });
  };
}
