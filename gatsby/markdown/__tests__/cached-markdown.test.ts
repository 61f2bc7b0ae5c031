/** @jest-environment node */
import type { GatsbyCache } from "gatsby";
import { cachedMarkdownHtml, cachedMarkdownWordCount, keepMarkdownIn } from "../cached-markdown";
import { markdownToHtml } from "../markdown-to-html";

/** Gatsby's cache as a map, to see what is kept. */
function mapCache() {
  const kept = new Map<string, unknown>();
  const cache = { get: (key: string) => Promise.resolve(kept.get(key)), set: (key: string, value: unknown) => Promise.resolve(kept.set(key, value)) };
  return { kept, cache: cache as unknown as GatsbyCache };
}

const image = (src: string) => ({ src: `/static/${src}.webp`, width: 880, height: 440 });
const options = {
  newTabHint: "(opens in a new tab)",
  footnotes: { title: "Notes", back: "Back to note {number}" },
  resolveImage: (src: string) => Promise.resolve(image(src)),
};
const markdown = "# Title\n\nSee ![a chart](../images/chart.png) and [a site](https://example.com).";

afterEach(() => keepMarkdownIn(undefined));

test("a text rendered once is the same HTML as rendering it, and is read back from the cache the next time", async () => {
  const { kept, cache } = mapCache();
  keepMarkdownIn(cache);
  const first = await cachedMarkdownHtml(markdown, options);
  expect(first).toBe(await markdownToHtml(markdown, options));
  expect(kept.size).toBe(1);
  const [key] = [...kept.keys()];
  kept.set(key!, { ...(kept.get(key!) as object), html: "<p>kept</p>" });
  expect(await cachedMarkdownHtml(markdown, options)).toBe("<p>kept</p>");
});

test("a changed image (another built copy), text, new-tab hint or footnote texts renders again", async () => {
  const { kept, cache } = mapCache();
  keepMarkdownIn(cache);
  await cachedMarkdownHtml(markdown, options);
  const [key] = [...kept.keys()];
  kept.set(key!, { ...(kept.get(key!) as object), html: "<p>kept</p>" });
  const otherImage = { ...options, resolveImage: (src: string) => Promise.resolve(image(`${src}-changed`)) };
  expect(await cachedMarkdownHtml(markdown, otherImage)).toContain("chart.png-changed.webp");
  expect(await cachedMarkdownHtml(markdown, { ...options, newTabHint: "(new tab)" })).toContain("(new tab)");
  const withNote = `${markdown}[^1]\n\n[^1]: A note.`;
  await cachedMarkdownHtml(withNote, options);
  expect(await cachedMarkdownHtml(withNote, { ...options, footnotes: { title: "Sources", back: "Up to {number}" } })).toContain("Sources");
  expect(await cachedMarkdownHtml(`${markdown} More.`, options)).toContain("More.");
});

test("word counts are kept too; without a cache every call counts", async () => {
  expect(await cachedMarkdownWordCount("one two three")).toBe(3);
  const { kept, cache } = mapCache();
  keepMarkdownIn(cache);
  expect(await cachedMarkdownWordCount("one two three")).toBe(3);
  expect([...kept.values()]).toEqual([3]);
});
