import crypto from "crypto";

/**
 * The inline scripts a browser would execute, and their CSP hashes. Data blocks such as
 * `<script type="application/ld+json">` are never executed, so the policy need not (and must not
 * pretend to) allow them.
 */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript", "application/ecmascript"]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Not `\bsrc`: that would also match data-src, and an inline script carrying one would go unhashed.
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (EXECUTABLE_TYPES.has(typeValue)) scripts.push(body);
  }
  return scripts;
}

/** CSP source expression for one script body: the hash of its exact text, as the browser computes it. */
export function scriptHash(body: string): string {
  return `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/** Every distinct hash over a set of pages, sorted so that the output is stable between builds. */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) for (const body of inlineScripts(html)) hashes.add(scriptHash(body));
  return [...hashes].sort();
}
