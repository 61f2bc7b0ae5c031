import type { SectionTone } from "../ui/section";

/** The band colour named in data (GraphQL answers only values of the schema's enum), or the section kind's default. */
export function toneOf(value: SectionTone | null | undefined, fallback: SectionTone = "plain"): SectionTone {
  return value ?? fallback;
}

/** The id of a section's h2, for aria-labelledby and in-page links. */
export function headingIdOf(section: { id: string }): string {
  return `${section.id}-heading`;
}
