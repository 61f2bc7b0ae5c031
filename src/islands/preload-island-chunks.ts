import { pageIslandChunks } from "./island-chunks";

/**
 * When an island becomes due (./hydrate-islands.tsx): every script it needs to do a press's work is
 * requested now, in parallel, as `<link rel="preload" as="script">`: its own chunk (webpack asks for
 * it at the same moment and gets the preloaded response) and the chunks its code imports only when
 * used (a form's insert, toasts, offer to keep an enquiry), so a Send pressed later waits for no
 * further round trip. A file the page already requested (a script or a preload of that address) is
 * not asked for again.
 */
export function preloadIslandChunks(name: string, doc: Document = document): void {
  const files = pageIslandChunks(doc)?.islands[name] ?? [];
  for (const file of files) {
    if (doc.querySelector(`script[src="${file}"],link[rel="preload"][href="${file}"]`)) continue;
    const link = doc.createElement("link");
    link.setAttribute("rel", "preload");
    link.setAttribute("as", "script");
    link.setAttribute("href", file);
    doc.head.append(link);
  }
}
