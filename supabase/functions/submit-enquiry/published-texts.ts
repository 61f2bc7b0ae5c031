/**
 * The refusal pages' texts as the site last published them (ENQUIRY_TEXTS_PATH on SITE_URL, which
 * the build writes from data/), so that an editor's change of the forms' words or the team's
 * e-mail and phone reaches the deployed endpoint's pages without deploying it again. The copy
 * bundled at deploy time stands in whenever the site cannot be read, and gives the shape: each of
 * its texts is replaced by the published text at the same place when that is a text too, so a
 * broken or partial file can change words but never leave a page without one. A list whose length
 * differs from the bundled one's is kept as bundled. Read at most once per `maxAgeMs`, with a time
 * limit, and only when a page is written. Runtime-neutral (fetch only).
 */
import { ENQUIRY_TEXTS_PATH } from "../../../src/forms/form-post.ts";
import type { PageCopy } from "./refusal-page.ts";

/** How long a reading of the published texts is used before the site is asked again. */
export const TEXTS_MAX_AGE_MS = 5 * 60_000;
/** How long the site may take to answer before the bundled texts are used. */
export const TEXTS_TIMEOUT_MS = 3_000;

type Options = {
  /** The site's address (SITE_URL); without one, the bundled texts are used. */
  siteUrl: string | undefined;
  bundled: PageCopy;
  fetch?: typeof fetch;
  now?: () => number;
  maxAgeMs?: number;
};

/** `template` with each text replaced by the text at the same place of `published`, where there is one. */
export function overlayTexts<T>(template: T, published: unknown): T {
  if (typeof template === "string") return (typeof published === "string" ? published : template) as T;
  if (Array.isArray(template)) {
    const items = Array.isArray(published) && published.length === template.length ? (published as unknown[]) : [];
    return template.map((item: unknown, index) => overlayTexts(item, items[index])) as T;
  }
  if (template !== null && typeof template === "object") {
    const source = published !== null && typeof published === "object" && !Array.isArray(published) ? (published as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, overlayTexts(value, source[key])])) as T;
  }
  return template;
}

export function publishedTexts({ siteUrl, bundled, fetch: fetchTexts = fetch, now = Date.now, maxAgeMs = TEXTS_MAX_AGE_MS }: Options): () => Promise<PageCopy> {
  if (!siteUrl) return () => Promise.resolve(bundled);
  const url = `${siteUrl.replace(/\/+$/, "")}${ENQUIRY_TEXTS_PATH}`;
  let reading: { at: number; texts: Promise<PageCopy> } | undefined;
  const read = async (): Promise<PageCopy> => {
    try {
      const response = await fetchTexts(url, { signal: AbortSignal.timeout(TEXTS_TIMEOUT_MS), headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return overlayTexts(bundled, await response.json());
    } catch (error) {
      console.error(
        `submit-enquiry: the site's texts (${url}) could not be read, the deployed ones are used: ${error instanceof Error ? error.message : String(error)}`,
      );
      return bundled;
    }
  };
  return () => {
    if (!reading || now() - reading.at >= maxAgeMs) reading = { at: now(), texts: read() };
    return reading.texts;
  };
}
