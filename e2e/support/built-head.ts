import fs from "fs";
import path from "path";

/**
 * The head of a built page as a crawler, a feed reader or a social network reads it: the HTML file
 * in public/, no script run. Attribute order and quoting are Gatsby's; entities are decoded.
 */
const PUBLIC = path.resolve("public");

/** An attribute's text as the HTML writes it, its entities decoded. */
export const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

export function builtPageHtml(pagePath: string, publicDirectory = PUBLIC): string {
  return fs.readFileSync(path.join(publicDirectory, pagePath, "index.html"), "utf8");
}

/** Every tag of a kind in the head, as attribute maps. */
export function headTags(html: string, tag: "meta" | "link"): Array<Record<string, string>> {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
  return [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map((match) =>
    Object.fromEntries([...(match[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [name, decode(value)])),
  );
}

/** The content of the meta tag with this property (Open Graph) or name (Twitter), or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  return headTags(html, "meta").find((attributes) => attributes.property === key || attributes.name === key)?.content;
}
