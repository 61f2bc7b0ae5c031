/**
 * The attributes an island's server HTML carries, read by the browser runtime (./hydrate-islands.tsx)
 * and by the browser tests: which island it is, when it hydrates, its props, its id scope, and, set
 * in the browser, that React has taken it over.
 */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_WHEN_ATTRIBUTE = "data-island-when";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
export const ISLAND_SCOPE_ATTRIBUTE = "data-island-scope";
export const HYDRATED_ISLAND_ATTRIBUTE = "data-island-hydrated";

/**
 * On an element of an island whose press needs the island's code though it is no button (a card
 * that opens on a tap): a click on it before hydration is held and played, as a button's is.
 */
export const REPLAY_PRESS_ATTRIBUTE = "data-replay-press";

/** Dispatched (not bubbling) on an island when input on it is held: the island hydrates at once. */
export const HELD_INPUT_EVENT = "island-input-held";

/**
 * Set on <html> by the inline script at the top of the head (./hold-early-input.ts), before the
 * body is parsed, where scripts run: from then on every press on an island is handled or held
 * until the island is live. CSS keyed to it folds what the islands fold (so it is folded, and
 * announced so, from the first paint) and shows what works only with scripts; without scripts it
 * is never set.
 */
export const SCRIPTS_ON_ATTRIBUTE = "data-scripts-on";

/**
 * Set on an island's box whose code could not load or start (tried twice, ./hydrate-islands.tsx),
 * and by the inline head script on every island's box not yet live when the page's scripts never
 * arrive (./hold-early-input.ts): the island works as plain HTML from then on. Nothing is held
 * for it, what was held is played on the bare HTML (a press on Send submits the form natively to
 * the enquiry endpoint), and CSS shows what a visitor without scripts reads (the forms' note).
 */
export const PLAIN_HTML_ATTRIBUTE = "data-island-plain";

/**
 * Set by the inline head script on an island's box while a press inside one of its forms is held
 * (the island is not live yet), removed once the press is played: CSS shows the form's Send as
 * sending, so the press is acknowledged at once without React's state (the server HTML is what
 * hydrates).
 */
export const PRESS_HELD_ATTRIBUTE = "data-island-press-held";

/** Set on <html> (and as a performance mark) once the runtime has loaded and scheduled every island of the page. */
export const INPUT_READY_ATTRIBUTE = "data-input-ready";
export const INPUT_READY_MARK = "input-ready";

/** When an island's code loads and hydrates; any input on it before then hydrates it at once. */
export const HYDRATE_WHEN = ["load", "visible", "interaction"] as const;
export type HydrateWhen = (typeof HYDRATE_WHEN)[number];
