import { createContext, useContext, type ReactNode } from "react";

/**
 * How many of a page's sections start on its first screen, on a phone as on a desktop: the opening
 * section (a hero) and the top of the one after it. An image there may be the page's largest paint,
 * so it loads at once rather than lazily: a hero's picture, and the first card's picture of a list
 * in the second section (below a hero of text, that card's image is the largest thing on a phone's
 * first screen).
 */
export const FIRST_SCREEN_SECTIONS = 2;

const OnFirstScreen = createContext(false);

/** Wraps the section at `index` (0-based, in the page's data order) so that its parts know whether it starts on the first screen. */
export function SectionPosition({ index, children }: { index: number; children: ReactNode }) {
  return <OnFirstScreen.Provider value={index < FIRST_SCREEN_SECTIONS}>{children}</OnFirstScreen.Provider>;
}

/** Whether the section being rendered starts on the page's first screen. */
export function useOnFirstScreen(): boolean {
  return useContext(OnFirstScreen);
}
