/**
 * A text as the refusal page's HTML writes it, for the tests to find in the page: written here on its
 * own, so the page's escaping (refusal-page.ts) is not its own witness.
 */
export const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
