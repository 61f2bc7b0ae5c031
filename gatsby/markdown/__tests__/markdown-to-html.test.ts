/** @jest-environment node */
import { markdownToHtml, markdownWordCount, type ImageResolver } from "../markdown-to-html";

/** Fixed scenarios with their own Markdown, not the site's articles. */
const NEW_TAB = "(opens in a new tab)";
const noImages: ImageResolver = async () => undefined;
const FOOTNOTES = { title: "Sources and asides", back: "Return to note {number}" };
const html = (markdown: string, resolveImage: ImageResolver = noImages) =>
  markdownToHtml(markdown, { newTabHint: NEW_TAB, footnotes: FOOTNOTES, resolveImage });

test("paragraphs, emphasis, lists and block quotes become their HTML elements", async () => {
  const out = await html("First *em* and **strong**.\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted");
  expect(out).toContain("<p>First <em>em</em> and <strong>strong</strong>.</p>");
  expect(out).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
  expect(out).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
  expect(out).toMatch(/<blockquote>\s*<p>quoted<\/p>\s*<\/blockquote>/);
});

test("subheadings get an id and link to themselves; a top-level heading becomes an h2 (the page has its own h1)", async () => {
  const out = await html("# Big title\n\n### Small part");
  expect(out).toContain('<h2 id="big-title"><a href="#big-title" class="heading-anchor">Big title</a></h2>');
  expect(out).toContain('<h3 id="small-part"><a href="#small-part" class="heading-anchor">Small part</a></h3>');
});

test("external links open in a new tab without a handle on this window and say so to screen readers; site links stay", async () => {
  const out = await html("See [SAP](https://www.sap.com) or [contact us](/contact).");
  expect(out).toContain(`<a href="https://www.sap.com" target="_blank" rel="noopener noreferrer">SAP<span class="visually-hidden"> ${NEW_TAB}</span></a>`);
  expect(out).toContain('<a href="/contact">contact us</a>');
});

test("raw HTML, scripts, event handlers and javascript: links from content do not survive", async () => {
  const out = await html('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1)) <b onclick="x()">bold</b>');
  expect(out).not.toMatch(/<script|onerror|onclick|javascript:|<b[ >]/i);
  expect(out).toContain("click");
});

test("an image is replaced by the built image with its size, and an unknown image is an error naming it", async () => {
  const resolveImage: ImageResolver = async (src) =>
    src === "../images/blog/chart.jpg" ? { src: "/static/abc/chart.webp", width: 880, height: 495 } : undefined;
  const out = await html("![A rising line](../images/blog/chart.jpg)", resolveImage);
  expect(out).toMatch(/<img src="\/static\/abc\/chart.webp" alt="A rising line" width="880" height="495" loading="lazy" decoding="async">/);
  await expect(html("![Gone](../images/blog/gone.jpg)", resolveImage)).rejects.toThrow('"../images/blog/gone.jpg"');
});

test("GitHub tables work", async () => {
  expect(await html("| a | b |\n| - | - |\n| 1 | 2 |")).toMatch(/<table>[\s\S]*<td>1<\/td>[\s\S]*<\/table>/);
});

test("footnotes come under a heading of the site's words, each reference and its way back linked by matching ids", async () => {
  const out = await html("A claim.[^first] Another.[^second]\n\n[^first]: The source.\n\n[^second]: An aside.");
  expect(out).toMatch(new RegExp(`<h2 id="footnote-label"><a href="#footnote-label" class="heading-anchor">${FOOTNOTES.title}</a></h2>`));
  expect(out).not.toContain("sr-only");
  for (const number of [1, 2]) {
    const reference = out.match(new RegExp(`<a href="#([^"]+)" id="([^"]+)" data-footnote-ref[^>]*>${number}</a>`));
    expect(reference).not.toBeNull();
    const [, note, back] = reference!;
    expect(out).toContain(`<li id="${note}">`);
    expect(out).toContain(`<a href="#${back}" data-footnote-backref="" aria-label="Return to note ${number}"`);
  }
});

test("the word count counts what a reader reads: text, link texts and headings, not Markdown syntax", async () => {
  await expect(markdownWordCount("## Two words\n\nThree [more](https://x.example) *words*\n\n- four\n- five")).resolves.toBe(7);
});

test("the word count counts table cells and code, and not raw HTML, which the page drops", async () => {
  await expect(markdownWordCount("| one | two |\n| - | - |\n| three | four |\n\n```\nfive six\n```\n\nseven <b>eight</b> `nine`")).resolves.toBe(9);
});
