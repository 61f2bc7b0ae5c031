// Which budgets (config.mjs) a measured route misses. An empty list means the route is within budget.
import { BUDGETS } from "./config.mjs";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const times = (ratio) => `${ratio.toFixed(2)}×`;

/**
 * A category's score as the budget judges it (metrics.mjs): Performance with TBT set aside, SEO
 * without the crawlability a page declines (noindex), the others as Lighthouse gives them.
 */
export const judgedScore = (metrics, category) =>
  category === "performance" ? metrics.performanceWithoutTbt : category === "seo" ? (metrics.seoAsAsked ?? metrics.scores.seo) : metrics.scores[category];

/** `empty`: the empty page's Lighthouse figures (summarize()), the reference for first-load JS. */
export function routeViolations(row, supabaseScripts, empty) {
  const m = row.metrics;
  const problems = [];
  if (row.preset === "mobile") {
    for (const [category, minimum] of Object.entries(BUDGETS.mobileScores)) {
      const score = judgedScore(m, category);
      if (score < minimum) {
        const why = m.failing[category]?.length ? ` (${m.failing[category].join(", ")})` : "";
        const judged = category === "performance" ? ` with TBT set aside (${m.scores.performance} with it)` : "";
        problems.push(`${category} ${score}${judged} < ${minimum}${why}`);
      }
    }
  }
  if (m.lcpMs > BUDGETS.lcpMs) problems.push(`LCP ${(m.lcpMs / 1000).toFixed(2)} s > ${BUDGETS.lcpMs / 1000} s`);
  if (m.cls > BUDGETS.cls) problems.push(`CLS ${m.cls.toFixed(3)} > ${BUDGETS.cls}`);
  const jsRatio = m.firstLoadJsBytes / empty.firstLoadJsBytes;
  if (jsRatio > BUDGETS.firstLoadJsVsEmpty) {
    problems.push(
      `first-load JS ${kb(m.firstLoadJsBytes)} is ${times(jsRatio)} the empty page's ${kb(empty.firstLoadJsBytes)} (budget ${times(BUDGETS.firstLoadJsVsEmpty)})`,
    );
  }
  const supabase = m.firstLoadScripts.filter((script) => supabaseScripts.includes(script) || BUDGETS.forbiddenFirstLoadScript.test(script));
  if (supabase.length > 0) problems.push(`supabase-js in the first load (${supabase.join(", ")})`);
  if (row.route === "/" && m.totalBytes > BUDGETS.homeTotalBytes) {
    problems.push(`home total ${kb(m.totalBytes)} > ${kb(BUDGETS.homeTotalBytes)}`);
  }
  // Offline, an outside request hangs or fails; online it would be a third party nobody budgeted.
  if (m.external.length > 0) problems.push(`requests outside the site: ${m.external.join(", ")}`);
  if (m.runtimeError) problems.push(`Lighthouse: ${m.runtimeError}`);
  return problems;
}

/**
 * A Lighthouse row that missed a budget, or whose Performance score (mobile), LCP or CLS lands
 * within the uncertainty of its budget: the bench runs that route and preset again and judges the
 * median run. A budget that does not depend on timing (bytes, the other scores) is decided by one run,
 * but a run is repeated whenever it misses anything, so the median run is the one judged.
 */
export function lighthouseUndecided(row) {
  const m = row.metrics;
  const margin = BUDGETS.lighthouseUncertainty;
  return (
    row.violations.length > 0 ||
    (row.preset === "mobile" && judgedScore(m, "performance") < BUDGETS.mobileScores.performance + margin.performance) ||
    m.lcpMs > BUDGETS.lcpMs - margin.lcpMs ||
    m.cls > BUDGETS.cls - margin.cls
  );
}

/** `thread`: compareWithEmpty()'s result for one route (main-thread.mjs); judged once per route. */
export function mainThreadViolations(thread) {
  if (thread.taskRatio <= BUDGETS.mainThreadVsEmpty) return [];
  return [`main-thread work ${times(thread.taskRatio)} the empty page's (budget ${times(BUDGETS.mainThreadVsEmpty)})`];
}

/**
 * A main-thread ratio over the budget, or under it by less than the instrument's uncertainty: the
 * bench takes more loads of that route before judging it (a miss is confirmed, a pass by a hair is checked).
 */
export const mainThreadUndecided = (thread) => thread.taskRatio >= BUDGETS.mainThreadVsEmpty - BUDGETS.mainThreadUncertainty;

/** `selfCheck`: compareWithEmpty() of the empty page against itself, measured before the routes. */
export function selfCheckViolations(selfCheck) {
  if (Math.abs(selfCheck.taskRatio - 1) <= BUDGETS.mainThreadUncertainty) return [];
  return [
    `main-thread instrument: the empty page measured ${times(selfCheck.taskRatio)} itself (allowed 1.00× ± ${BUDGETS.mainThreadUncertainty}): ` +
      "the machine was too unsteady for the main-thread verdicts of this run; run again when it is idle",
  ];
}

export function buildViolations(builds) {
  if (builds.coldSeconds !== undefined && builds.coldSeconds > BUDGETS.coldBuildSeconds) {
    return [`cold build ${builds.coldSeconds.toFixed(0)} s > ${BUDGETS.coldBuildSeconds} s`];
  }
  return [];
}
