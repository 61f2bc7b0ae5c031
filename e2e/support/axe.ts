import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** WCAG 2.2 level A and AA, as the issue and the brief name them. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** One line per failing element, so a failure reads as a list of fixes: "rule (impact) selector: summary". */
export async function axeViolations(page: Page, options: { include?: string; label?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const prefix = options.label ? `[${options.label}] ` : "";
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${prefix}${violation.id} (${violation.impact ?? "?"}) ${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join(" ").trim() ?? violation.help}`,
    ),
  );
}
