import type { ReactNode } from "react";
import { Section, toneOf, type SectionTone } from "../ui/section";

/** What every section kind has in data: its anchor id, optional colour, and usually a title and an intro. */
export type FramedSection = { id: string; tone?: SectionTone | null; title?: string | null; intro?: string | null };

type SectionFrameProps = {
  section: FramedSection;
  /** The kind's colour when the data names none (plain unless given). */
  defaultTone?: SectionTone;
  /** Text under the title when the kind's field for it is not `intro`. */
  intro?: string | null;
  children?: ReactNode;
};

/**
 * The frame of every section kind but the heroes: anchored at the section's id, coloured by its tone,
 * headed by its title (an h2 whose id names the section) and intro. Section files render their own
 * content inside it and never wire these again.
 */
export function SectionFrame({ section, defaultTone, intro = section.intro, children }: SectionFrameProps) {
  return (
    <Section id={section.id} tone={toneOf(section.tone, defaultTone)} title={section.title ?? undefined} intro={intro ?? undefined}>
      {children}
    </Section>
  );
}
