import { media, theme } from "./theme";

/**
 * The site's base CSS, from the theme's tokens. It is plain text placed in the <head> of every page
 * at build time (gatsby-ssr.tsx), not a styled-components global style: it never changes while a
 * page is open, and a global style component would compile and re-insert it in the browser during
 * hydration, one of the longest tasks of a page load on a slow phone.
 */
export const GLOBAL_CSS = `
*, *::before, *::after { box-sizing: border-box; }
/* Form controls take the page's font, not the browser's own control font: that one is off the
   design, and one more font to look up before the first layout. */
button, input, select, textarea { font: inherit; }

html {
  -webkit-text-size-adjust: 100%;
  /* In-page anchors and focused elements must not end up under the sticky header (WCAG 2.4.11).
     Jumps to them are instant, never smooth: the sections below the initial viewport count at an estimated
     height until first rendered (src/ui/render-near-viewport.ts), and a smooth scroll renders every
     section it passes, so it would end where its target was before they took their real heights. */
  scroll-padding-top: calc(${theme.layout.headerHeight} + 1rem);
}
/* Room for the scrollbar from the first paint: when it appears as the page streams in, centred
   content would otherwise move sideways (a layout shift of 0.02-0.04 on desktop). Only where the
   desktop navigation shows: below it, the navigation sheet must reach the window's right edge. */
${media.up("lg")} {
  html { scrollbar-gutter: stable; }
}

/* Asked for less motion: animations end at once, keeping their end state, and nothing transitions.
   A transition merely shortened would still start, for an instant, for every property that changes
   on every element (a transition's property is "all" unless set): work for nothing at each change. */
${media.reducedMotion} {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition: none !important;
  }
}

body {
  margin: 0;
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.md};
  line-height: 1.6;
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  text-rendering: optimizeLegibility;
  /* Texts come from editors: a word longer than its box breaks instead of spilling out of it, and
     no box is sized by its longest word (break-word would keep a grid or flex item at least that
     wide, so a long heading pushed the page sideways at 320 px). */
  overflow-wrap: anywhere;
}

h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 ${theme.space.md}; letter-spacing: -0.01em; }
p { margin: 0 0 ${theme.space.md}; }
img, svg { max-width: 100%; }
/* Every svg is an icon: beside long text in a flex row it keeps its size rather than being squeezed. */
svg { flex-shrink: 0; }
a { color: ${theme.colors.primary}; }
a:hover { color: ${theme.colors.primaryHover}; }

:focus-visible {
  outline: 3px solid ${theme.colors.focus};
  outline-offset: 2px;
  box-shadow: 0 0 0 5px ${theme.colors.focusInner};
  border-radius: 2px;
}

/* On paper: black text on white (browsers leave backgrounds out, and the light text of the dark
   sections would print pale), no shadows. Boxes that fit text to their width (src/ui/fit-widest-word.ts)
   are containers, which the printer keeps whole on one page: plain boxes on paper, so a page's hero
   starts on its first sheet. What only works on a screen is left out: the forms and the notices
   (the header leaves out its own links and menu, src/components/header/site-header.tsx). A link to
   another site in the content prints its address after its text: paper cannot follow a link. */
@media print {
  *, *::before, *::after { color: #000 !important; background: transparent !important; box-shadow: none !important; text-shadow: none !important; }
  * { container-type: normal !important; }
  form, [data-toaster] { display: none !important; }
  h1, h2, h3, h4 { break-after: avoid; }
  li, figure, blockquote, img, tr { break-inside: avoid; }
  main a[href^="http"]::after { content: " (" attr(href) ")"; font-weight: normal; overflow-wrap: anywhere; }
}

.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
`
  // One line per rule is enough for the browser; the comments are for whoever edits this file.
  .replace(/\/\*[\s\S]*?\*\//g, "")
  .replace(/\s*\n\s*/g, " ")
  .trim();
