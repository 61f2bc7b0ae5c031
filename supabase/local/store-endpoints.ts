/**
 * Everything the local store serves over HTTP on the site's backend URL: the Data API insert
 * (REST_PREFIX, rest-endpoint.ts) and the plain form's endpoint (ENQUIRY_ENDPOINT_PATH,
 * form-endpoint.ts). Mounted by `gatsby develop` (gatsby/enquiry-backend.ts) and the browser tests.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { formEndpoint, isFormEndpointUrl } from "./form-endpoint";
import { REST_PREFIX, restEndpoint, type RestEndpointOptions } from "./rest-endpoint";
import type { SqlSession } from "./sql-session";

/** Whether the local store answers this request URL. */
export function isStoreUrl(url: string | undefined): boolean {
  return (url ?? "").startsWith(REST_PREFIX) || isFormEndpointUrl(url);
}

/** A Node/Express-style handler; other requests go to `next` (or get 404). */
export function storeEndpoints(database: () => Promise<SqlSession>, options: RestEndpointOptions) {
  const rest = restEndpoint(database, options);
  const form = formEndpoint(database, options);
  return (request: IncomingMessage, response: ServerResponse, next?: () => void): void => {
    if (isFormEndpointUrl(request.url)) form(request, response);
    else rest(request, response, next);
  };
}
