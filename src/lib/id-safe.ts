/** Letters, digits and hyphens only, so the id also works unescaped in a CSS selector. */
export function idSafe(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
