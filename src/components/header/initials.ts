/** The logo's mark: the first letters of the logo's first three words, in capitals. */
export function initials(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 3)
    .toUpperCase();
}
