/**
 * Everything the local store serves over HTTP on the site's backend URL: the Data API insert
 * (REST_PREFIX, rest-endpoint.ts) and the plain form's endpoint (ENQUIRY_ENDPOINT_PATH,
 * form-endpoint.ts). Mounted by `gatsby develop` (gatsby/env/enquiry-backend.ts) and the browser tests.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { formEndpoint, isFormEndpointUrl } from "./form-endpoint";
import { REST_PREFIX, isOwnLoopbackHost, restEndpoint, type RestEndpointOptions } from "./rest-endpoint";
import type { SqlSession } from "./sql-session";

/** Whether the local store answers this request URL. */
export function isStoreUrl(url: string | undefined): boolean {
  return (url ?? "").startsWith(REST_PREFIX) || isFormEndpointUrl(url);
}

/**
 * A Node/Express-style handler; other requests go to `next` (or get 404). A request whose Host is
 * not this server under a loopback name (isOwnLoopbackHost) gets 421 and nothing else: no CORS
 * header, nothing read or stored.
 */
export function storeEndpoints(database: () => Promise<SqlSession>, options: RestEndpointOptions) {
  const rest = restEndpoint(database, options);
  const form = formEndpoint(database, options);
  return (request: IncomingMessage, response: ServerResponse, next?: () => void): void => {
    if (isStoreUrl(request.url) && !isOwnLoopbackHost(request.headers.host, request.socket.localPort)) {
      response
        .writeHead(421, { "content-type": "text/plain; charset=utf-8", connection: "close" })
        .end("The local enquiry store answers its loopback address only\n");
      return;
    }
    if (isFormEndpointUrl(request.url)) form(request, response);
    else rest(request, response, next);
  };
}
