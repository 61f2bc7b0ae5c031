import { pageIslandChunks } from "./island-chunks";

/**
 * When an island becomes due (./hydrate-islands.tsx): every script it needs to do a press's work is
 * requested now, in parallel: its own chunk and the chunks its code imports only when used (a
 * form's insert, toasts, offer to keep an enquiry), so a Send pressed later waits for no further
 * round trip. Each is appended as the `<script async>` webpack itself would append: a chunk's
 * script only registers its modules, and webpack, finding a script of that address, waits for it
 * instead of requesting the file again (a `<link rel="preload">` beside webpack's own script is
 * fetched twice in Firefox, and reported failed there). A file the page already requested is not
 * asked for again.
 */
export function preloadIslandChunks(name: string, doc: Document = document): void {
  const files = pageIslandChunks(doc)?.islands[name] ?? [];
  const requested = new Set([...doc.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => new URL(script.src, doc.baseURI).pathname));
  for (const file of files) {
    if (requested.has(new URL(file, doc.baseURI).pathname)) continue;
    const script = doc.createElement("script");
    script.async = true;
    script.src = file;
    doc.head.append(script);
    requested.add(new URL(file, doc.baseURI).pathname);
  }
}
