import { createHash } from "crypto";
import type { GatsbyCache } from "gatsby";
import { markdownToHtml, markdownWordCount, type BuiltImage, type MarkdownOptions } from "./markdown-to-html";

/**
 * Markdown turned into HTML (and counted) once per text, not once per query: an article body is
 * read by its page, the listing cards (read time), the feeds and the search index, in this build and
 * the next. The results are kept in Gatsby's cache (kept across builds, emptied by `gatsby clean` and
 * when the site's code changes), keyed by the text and what else the output depends on, so with
 * hundreds of articles a rebuild renders only the bodies that changed. Without a cache (unit tests)
 * every call renders.
 */
let store: GatsbyCache | undefined;

/** gatsby-node hands over the site's cache (createSchemaCustomization runs before any query). */
export function keepMarkdownIn(cache: GatsbyCache | undefined): void {
  store = cache;
}

const keyOf = (...parts: string[]) => createHash("sha256").update(JSON.stringify(parts)).digest("hex");

/** A body's HTML and the built image each of its images resolved to when it was rendered. */
type KeptHtml = { images: Array<{ src: string; built: BuiltImage | null }>; html: string };

const sameImages = (a: ReadonlyArray<BuiltImage | null>, b: ReadonlyArray<BuiltImage | null>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * markdownToHtml, from the cache when the text, the new-tab hint, the footnotes' texts and what every image of the text
 * resolves to now (its built copy's address and size, which follow the image file's content) are
 * those of a kept rendering. The images are resolved again on every call, so each build still asks
 * for their resized copies.
 */
export async function cachedMarkdownHtml(markdown: string, options: MarkdownOptions): Promise<string> {
  if (!store) return markdownToHtml(markdown, options);
  const key = keyOf("html", markdown, options.newTabHint, options.footnotes.title, options.footnotes.back);
  const kept = (await store.get(key)) as KeptHtml | undefined;
  if (kept) {
    const now = await Promise.all(kept.images.map(async ({ src }) => (await options.resolveImage(src)) ?? null));
    if (
      sameImages(
        now,
        kept.images.map(({ built }) => built),
      )
    )
      return kept.html;
  }
  const images: KeptHtml["images"] = [];
  const html = await markdownToHtml(markdown, {
    ...options,
    resolveImage: async (src) => {
      const built = await options.resolveImage(src);
      images.push({ src, built: built ?? null });
      return built;
    },
  });
  await store.set(key, { images, html } satisfies KeptHtml);
  return html;
}

/** markdownWordCount, from the cache when the text was counted before. */
export async function cachedMarkdownWordCount(markdown: string): Promise<number> {
  if (!store) return markdownWordCount(markdown);
  const key = keyOf("words", markdown);
  const kept = (await store.get(key)) as number | undefined;
  if (typeof kept === "number") return kept;
  const count = await markdownWordCount(markdown);
  await store.set(key, count);
  return count;
}
