/** Texts cut to a bound in UTF-16 code units, the unit of the form, the database and String.length. */

/** At most `max` UTF-16 code units of `text`, never ending in half a surrogate pair. */
export function cutUtf16(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(max, 0));
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** One line, no control characters, at most `max` code units (an ellipsis marks a cut). */
export function oneLine(text: string, max: number): string {
  // deno-lint-ignore no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return flat.length > max ? `${cutUtf16(flat, max - 1)}…` : flat;
}

/** `value` as text of at most `max` code units; anything but text is "". */
export function boundedOrEmpty(value: unknown, max: number): string {
  return typeof value === "string" ? cutUtf16(value, max) : "";
}

/** `value` when it is a number, else null. */
export function numberOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
