import type { AppTheme } from "../theme/theme";

/** The colour names editors give a gradient card ("gradient": "teal") → theme gradients. */
const GRADIENTS = {
  blue: "corporate",
  teal: "teal",
  violet: "violet",
  amber: "accent",
} as const satisfies Record<string, keyof AppTheme["gradients"]>;

export function serviceGradient(theme: AppTheme, name: string): string {
  const key = GRADIENTS[name as keyof typeof GRADIENTS] ?? GRADIENTS.blue;
  return theme.gradients[key];
}
