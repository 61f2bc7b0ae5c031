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
export const HELD_PRESS_ATTRIBUTE = "data-island-press";

/** Set on <html> (and as a performance mark) once every island of the page is scheduled. */
export const ISLANDS_ARMED_ATTRIBUTE = "data-islands-armed";
export const ISLANDS_ARMED_MARK = "islands-armed";

/** When an island's code loads and hydrates; any input on it before then hydrates it at once. */
export const HYDRATE_WHEN = ["load", "visible", "interaction"] as const;
export type HydrateWhen = (typeof HYDRATE_WHEN)[number];
