import type { Page } from "playwright-core";

/**
 * Records CSP violations from the moment each document of the page starts, before any script runs.
 * The reader returns the current document's violations and those logged since the last read.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as Window & { __cspViolations?: string[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) =>
      store.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return async () => [...logged.splice(0), ...(await page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []))];
}
