import type { SectionTone } from "../ui/section";

const TONES: readonly SectionTone[] = ["plain", "muted", "dark"];

/** The band colour named in data; the JSON Schema allows only these values. */
export function toneOf(value: string | null | undefined, fallback: SectionTone = "plain"): SectionTone {
  return TONES.find((tone) => tone === value) ?? fallback;
}

/** The id of a section's h2, for aria-labelledby and in-page links. */
export function headingIdOf(section: { id: string }): string {
  return `${section.id}-heading`;
}
