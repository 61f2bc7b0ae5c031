/**
 * Spread onto the one above-the-fold image of a page (with loading="eager") so the browser fetches
 * it before other images: it is often the Largest Contentful Paint. React 18 passes the attribute
 * through only when spelled lower-case (`fetchPriority` makes it warn), hence a spread object.
 */
export const HIGH_FETCH_PRIORITY = { fetchpriority: "high" } as const;
