import { createGlobalStyle } from "styled-components";
import { media } from "./theme";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    /* In-page anchors and focused elements must not end up under the sticky header (WCAG 2.4.11). */
    scroll-padding-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
    scroll-behavior: smooth;
  }
  /* Room for the scrollbar from the first paint: when it appears as the page streams in, centred
     content would otherwise move sideways (a layout shift of 0.02-0.04 on desktop). Only where the
     desktop navigation shows: below it, the navigation sheet must reach the window's right edge. */
  ${media.up("lg")} {
    html { scrollbar-gutter: stable; }
  }

  ${media.reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 ${({ theme }) => theme.space.md}; letter-spacing: -0.01em; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  img, svg { max-width: 100%; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${({ theme }) => theme.colors.focusInner};
    border-radius: 2px;
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
`;
