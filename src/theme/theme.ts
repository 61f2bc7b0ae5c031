/**
 * Design tokens. Components read these, never raw colours, so contrast is checked in one place:
 * every text/background pair named in the comments meets WCAG AA (4.5:1, or 3:1 for large text).
 */
export const theme = {
  colors: {
    background: "#ffffff",
    surface: "#f8fafc",
    surfaceAlt: "#eef2f7",
    text: "#0f172a", // 17.8:1 on white
    textMuted: "#475569", // 7.6:1 on white, 7.2:1 on surface
    border: "#cbd5e1",
    controlBorder: "#64748b", // 4.8:1 on white: edges of inputs must reach 3:1 (WCAG 1.4.11)
    primary: "#1d4ed8", // 6.7:1 on white; white on it 6.7:1
    primaryHover: "#1e40af",
    primarySoft: "#dbeafe",
    navy: "#0b1f3a", // white on it 16:1
    navySoft: "#16325c",
    onDark: "#ffffff",
    onDarkMuted: "#cbd5e1", // 11:1 on navy
    accent: "#b45309", // amber-700: 5.0:1 on white
    accentBright: "#f59e0b", // decorative only, or on navy (8.2:1)
    teal: "#0f766e", // 5.5:1 on white
    success: "#15803d", // 5.0:1 on white
    danger: "#b91c1c", // 6.5:1 on white
    dangerSoft: "#fef2f2",
    focus: "#f59e0b",
    focusInner: "#0b1f3a",
  },
  gradients: {
    hero: "linear-gradient(135deg, #0b1f3a 0%, #16325c 55%, #1e3a8a 100%)",
    corporate: "linear-gradient(135deg, #1d4ed8 0%, #1e3a8a 100%)",
    accent: "linear-gradient(135deg, #b45309 0%, #92400e 100%)",
    teal: "linear-gradient(135deg, #0f766e 0%, #115e59 100%)",
    violet: "linear-gradient(135deg, #6d28d9 0%, #4c1d95 100%)",
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  // Few sizes and three weights: every (size, weight) pair a page shows is a font the browser looks
  // up before its first layout (a few ms each at a phone's speed; on Linux, synchronous calls to the
  // browser's font service), so a size or weight off this scale costs every visitor.
  fontWeights: { regular: 400, semibold: 600, bold: 700 },
  fontSizes: {
    xs: "0.8125rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    "2xl": "1.5rem",
    "3xl": "clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem)",
    "4xl": "clamp(2rem, 1.5rem + 2.4vw, 3rem)",
    "5xl": "clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem)",
  },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2rem", "2xl": "3rem", "3xl": "4.5rem", "4xl": "6rem" },
  radii: { sm: "0.375rem", md: "0.625rem", lg: "1rem", pill: "999px" },
  shadows: {
    card: "0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 12px rgba(15, 23, 42, 0.06)",
    raised: "0 10px 30px rgba(15, 23, 42, 0.14)",
  },
  layout: { maxWidth: "76rem", headerHeight: "4.5rem", gutter: "clamp(1rem, 4vw, 2rem)" },
  breakpoints: { sm: "40em", md: "48em", lg: "64em", xl: "80em" },
  motion: { fast: "150ms", base: "250ms", easing: "cubic-bezier(0.2, 0.8, 0.2, 1)" },
  zIndices: { header: 50, sheet: 100, toast: 200 },
} as const;

export type AppTheme = typeof theme;

/** Media query helper: `${media.up("md")} { ... }` */
export const media = {
  up: (size: keyof AppTheme["breakpoints"]) => `@media (min-width: ${theme.breakpoints[size]})`,
  down: (size: keyof AppTheme["breakpoints"]) => `@media (max-width: calc(${theme.breakpoints[size]} - 0.02em))`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;
