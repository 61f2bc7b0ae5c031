import { createContext, useContext, type ReactNode } from "react";

/**
 * How many of a page's sections start in its initial viewport, on a phone as on a desktop: the opening
 * section (a hero) and the top of the one after it. An image there may be the page's largest paint,
 * so it loads at once rather than lazily: a hero's picture, and the first card's picture of a list
 * in the second section (below a hero of text, that card's image is the largest thing in a phone's
 * initial viewport).
 */
export const FIRST_SECTIONS = 2;

const InFirstSections = createContext(false);

/** Wraps the section at `index` (0-based, in the page's data order) so that its parts know whether it is one of the first sections. */
export function SectionIndex({ index, children }: { index: number; children: ReactNode }) {
  return <InFirstSections.Provider value={index < FIRST_SECTIONS}>{children}</InFirstSections.Provider>;
}

/** Whether the section being rendered is one of the page's first sections (its images may be the largest paint). */
export function useInFirstSections(): boolean {
  return useContext(InFirstSections);
}
