// The figures of one Lighthouse result that the table shows and the budgets judge.

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TBT_AUDIT = "total-blocking-time";
const CRAWLABLE_AUDIT = "is-crawlable";

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

/** A category's score (0-100) with one audit counted as passed; the others keep their weights. */
function scoreWithPassed(lhr, category, auditId) {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const weighted = refs.reduce((sum, ref) => sum + ref.weight * (ref.id === auditId ? 1 : (lhr.audits[ref.id]?.score ?? 0)), 0);
  return total > 0 ? Math.round((weighted / total) * 100) : 0;
}

/**
 * The Performance score with the Total Blocking Time audit counted as passed. TBT is no budget
 * (docs/performance.md): on a 2-core machine it moves by ±300 ms between runs of one build, and the
 * main-thread budget measures that CPU work directly.
 */
const performanceWithoutTbt = (lhr) => scoreWithPassed(lhr, "performance", TBT_AUDIT);

/**
 * The SEO score of a page that asks search engines to leave it out (its robots meta says noindex,
 * as the thank-you page of the forms does) with `is-crawlable` counted as passed: that audit fails
 * by the page's own request. Any other page keeps Lighthouse's score.
 */
function seoAsAsked(lhr) {
  const crawlable = lhr.audits[CRAWLABLE_AUDIT];
  const askedNotToIndex = crawlable?.score === 0 && (crawlable.details?.items ?? []).some((item) => /noindex/i.test(item.source?.snippet ?? ""));
  return askedNotToIndex ? scoreWithPassed(lhr, "seo", CRAWLABLE_AUDIT) : Math.round((lhr.categories.seo?.score ?? 0) * 100);
}

export function summarize(lhr, origin) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const { items } = requestsOf(lhr);
  const scripts = firstLoadScripts(lhr);
  return {
    scores,
    performanceWithoutTbt: performanceWithoutTbt(lhr),
    seoAsAsked: seoAsAsked(lhr),
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
