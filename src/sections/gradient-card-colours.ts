import type { AppTheme } from "../theme/theme";

/** The colour names editors give a gradient card ("gradient": "teal", the GraphQL enum GradientCardColour) → theme gradients. */
const GRADIENTS: Record<Queries.GradientCardColour, keyof AppTheme["gradients"]> = {
  blue: "corporate",
  teal: "teal",
  violet: "violet",
  amber: "accent",
};

export function serviceGradient(theme: AppTheme, name: Queries.GradientCardColour): string {
  return theme.gradients[GRADIENTS[name]];
}
