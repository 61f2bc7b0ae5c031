import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The WCAG levels the site promises (2.2 AA, with the 2.0/2.1 rules axe files under older tags). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe violations on the whole page, one readable line each (rule: selectors), so a failure says where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
