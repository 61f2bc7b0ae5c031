import axe from "axe-core";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

/** WCAG 2.2 level A and AA: the level every page is held to (docs/quality-gates.md, "Accessibility"). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeWindow = Window & { axe?: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> } };

/**
 * axe-core's own `axe.run` in the page, its source injected once per document (the pages have no
 * frames). Only violations are gathered in full (`resultTypes`): axe then keeps one node per
 * passed or inapplicable rule instead of every one, about a third less time per run. @axe-core/playwright's AxeBuilder injected the 500 KB source on every run and opened a
 * second page to merge per-frame results; the checks are the same rules on the same DOM.
 */
async function runAxe(page: Page, include: string | undefined): Promise<AxeResults> {
  const run = (args: { include: string | undefined; tags: string[] }) => {
    const engine = (window as AxeWindow).axe;
    return engine
      ? engine.run(args.include ? { include: [args.include] } : document, { runOnly: { type: "tag", values: args.tags }, resultTypes: ["violations"] })
      : null;
  };
  const args = { include, tags: WCAG_TAGS };
  const results = await page.evaluate(run, args);
  if (results) return results;
  await page.evaluate(axe.source);
  const injected = await page.evaluate(run, args);
  if (!injected) throw new Error("axe-core did not load in the page");
  return injected;
}

/** One line per failing element, so a failure reads as a list of fixes: "rule (impact) selector: summary". */
export async function axeViolations(page: Page, options: { include?: string; label?: string } = {}): Promise<string[]> {
  const { violations } = await runAxe(page, options.include);
  const prefix = options.label ? `[${options.label}] ` : "";
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${prefix}${violation.id} (${violation.impact ?? "?"}) ${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join(" ").trim() ?? violation.help}`,
    ),
  );
}
