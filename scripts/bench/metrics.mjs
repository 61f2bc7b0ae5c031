// The figures of one Lighthouse result that the table shows and the budgets judge.

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TBT_AUDIT = "total-blocking-time";

function requestsOf(lhr) {
  const audit = lhr.audits["network-requests"];
  return { items: audit?.details?.items ?? [] };
}

/**
 * Every script the page loads without interaction: Lighthouse waits for the network and the CPU
 * to go quiet, so this includes the page's component chunk and what hydration fetches (Gatsby
 * requests those after the load event, so a cut at "load" would leave out code every visitor
 * downloads), and excludes chunks loaded on interaction, such as supabase-js on a form's submit.
 */
function firstLoadScripts(lhr) {
  return requestsOf(lhr).items.filter((item) => item.resourceType === "Script");
}

/** Audits that lost points in a category, so a missed score says why. */
function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

/**
 * The Performance score (0-100) with the Total Blocking Time audit counted as passed. TBT is no
 * budget (docs/performance.md): on a 2-core machine it moves by ±300 ms between runs of one build,
 * and the main-thread budget measures that CPU work directly. The other metrics keep their weights.
 */
function performanceWithoutTbt(lhr) {
  const refs = (lhr.categories.performance?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const weighted = refs.reduce((sum, ref) => sum + ref.weight * (ref.id === TBT_AUDIT ? 1 : (lhr.audits[ref.id]?.score ?? 0)), 0);
  return total > 0 ? Math.round((weighted / total) * 100) : 0;
}

export function summarize(lhr, origin) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const { items } = requestsOf(lhr);
  const scripts = firstLoadScripts(lhr);
  return {
    scores,
    performanceWithoutTbt: performanceWithoutTbt(lhr),
    fcpMs: lhr.audits["first-contentful-paint"].numericValue,
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    tbtMs: lhr.audits[TBT_AUDIT].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    firstLoadJsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    firstLoadScripts: scripts.map((item) => new URL(item.url).pathname),
    totalBytes: lhr.audits["total-byte-weight"].numericValue,
    requests: items.length,
    external: items.map((item) => item.url).filter((url) => !url.startsWith(origin) && !url.startsWith("data:")),
    failing: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)]).filter(([, ids]) => ids.length > 0)),
    runtimeError: lhr.runtimeError?.message,
  };
}
