// The growth bench's table (scripts/bench/growth.mjs): one column per content size, launch first,
// and the budget of each row (GROWTH_BUDGETS in config.mjs) judged on every grown column.
import { GROWTH_BUDGETS as BUDGET } from "./config.mjs";
import { FEEDS } from "./growth-measure.mjs";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const times = (ratio) => `${ratio.toFixed(2)}×`;

/**
 * Rows of the table: a label, the cell of one result, and for a budgeted row the budget's text and
 * the check of one grown result against the launch content's (a message when missed, else undefined).
 */
function rows({ runs, rounds, listPath, query }) {
  const coldRatio = (result, launch) => result.cold.seconds / launch.cold.seconds;
  // Each grown size's rebuilds against the launch copy's rebuilds of the same rounds.
  const rebuildRatio = (result) => result.rebuild.seconds / result.launchRebuild.seconds;
  const threadOf = (result, route) => result.thread[route];
  return [
    {
      label: "cold build",
      cell: (r, launch) => `${r.cold.seconds.toFixed(1)} s${r === launch ? "" : ` (${times(coldRatio(r, launch))})`}`,
      budget: `≤ ${BUDGET.coldBuildVsLaunch}× launch`,
      check: (r, launch) => coldRatio(r, launch) > BUDGET.coldBuildVsLaunch && `cold build ${times(coldRatio(r, launch))} launch's`,
    },
    {
      label: `rebuild after one article's edit (median of ${rounds}, by turns with the launch copy's)`,
      cell: (r, launch) =>
        `${r.rebuild.seconds.toFixed(1)} s${r === launch ? "" : ` (${times(rebuildRatio(r))}, launch copy ${r.launchRebuild.seconds.toFixed(1)} s)`}`,
      budget: `≤ ${BUDGET.rebuildVsLaunch}× launch`,
      check: (r) => rebuildRatio(r) > BUDGET.rebuildVsLaunch && `rebuild ${times(rebuildRatio(r))} launch's`,
    },
    { label: "pages whose queries ran / HTML written in the rebuild", cell: (r) => `${r.rebuild.queries} / ${r.rebuild.html}` },
    { label: "listing pages (of them category pages)", cell: (r) => `${r.listingPages} (${r.categoryPages})` },
    {
      label: "heaviest listing page: HTML / page-data",
      cell: (r) => `${kb(r.heaviest.htmlBytes)} / ${kb(r.heaviest.pageDataBytes)}`,
      budget: `HTML ≤ ${kb(BUDGET.listingHtmlBytes)}`,
      check: (r) => r.heaviest.htmlBytes > BUDGET.listingHtmlBytes && `${r.heaviest.route} HTML ${kb(r.heaviest.htmlBytes)}`,
    },
    { label: `${listPath}: HTML / page-data`, cell: (r) => `${kb(r.list?.htmlBytes ?? 0)} / ${kb(r.list?.pageDataBytes ?? 0)}` },
    {
      label: FEEDS.join(" / "),
      cell: (r) => FEEDS.map((feed) => kb(r.feeds[feed])).join(" / "),
      budget: `each < ${BUDGET.feedBytes.toLocaleString("en")} bytes`,
      check: (r) => FEEDS.some((feed) => r.feeds[feed] >= BUDGET.feedBytes) && `a feed reached ${BUDGET.feedBytes.toLocaleString("en")} bytes`,
    },
    {
      label: `first search ("${query}"): download (requests)`,
      cell: (r) => `${kb(r.search.bytes)} (${r.search.requests})`,
      budget: `≤ ${kb(BUDGET.firstSearchBytes)}`,
      check: (r) => r.search.bytes > BUDGET.firstSearchBytes && `first search ${kb(r.search.bytes)}`,
    },
    {
      label: `${listPath}: main thread / empty page (${runs} loads)`,
      cell: (r) => times(threadOf(r, listPath)),
      budget: `≤ ${times(BUDGET.mainThreadVsEmpty)}`,
      check: (r) => threadOf(r, listPath) > BUDGET.mainThreadVsEmpty && `${listPath} main thread ${times(threadOf(r, listPath))}`,
    },
    {
      label: "fullest category's first page: main thread / empty page",
      cell: (r) => (r.categoryPath ? `${times(threadOf(r, r.categoryPath))} (${r.categoryPath})` : "none"),
      budget: `≤ ${times(BUDGET.mainThreadVsEmpty)}`,
      check: (r) =>
        r.categoryPath && threadOf(r, r.categoryPath) > BUDGET.mainThreadVsEmpty && `${r.categoryPath} main thread ${times(threadOf(r, r.categoryPath))}`,
    },
  ];
}

/** The Markdown table and the budgets missed (each with its column), judged on every grown column; listing, feed, search and main-thread budgets also at launch. */
export function growthReport(results, settings) {
  const [launch] = results;
  const missed = [];
  const lines = [`| | ${results.map((r) => r.label).join(" | ")} | budget |`, `| --- | ${results.map(() => "---").join(" | ")} | --- |`];
  for (const row of rows(settings)) {
    const cells = results.map((result) => {
      // A ratio to the launch content is not judged on the launch column itself.
      const judged = Boolean(row.check) && !(result === launch && row.budget.includes("launch"));
      const miss = judged && row.check(result, launch);
      if (miss) missed.push(`${result.label}: ${miss} (budget ${row.budget})`);
      return `${row.cell(result, launch)}${judged ? (miss ? " ✗" : " ✓") : ""}`;
    });
    lines.push(`| ${row.label} | ${cells.join(" | ")} | ${row.budget ?? ""} |`);
  }
  return { text: lines.join("\n"), missed };
}
