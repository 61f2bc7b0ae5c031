import { PLAIN_HTML_ATTRIBUTE, PRESS_HELD_ATTRIBUTE, SCRIPTS_ON_ATTRIBUTE } from "../islands/attributes";

/**
 * Selectors for CSS that depends on whether the page's scripts run, true from the first paint
 * (an inline script at the top of the head marks <html>): `${WITH_SCRIPTS} & { … }` folds what the
 * page's code will fold, so it is folded, and announced so, before that code has loaded;
 * `${WITHOUT_SCRIPTS} & { … }` hides what only works with scripts. Without JavaScript every page
 * reads in full.
 */
export const WITH_SCRIPTS = `html[${SCRIPTS_ON_ATTRIBUTE}]`;
export const WITHOUT_SCRIPTS = `html:not([${SCRIPTS_ON_ATTRIBUTE}])`;

/**
 * `${AS_PLAIN_HTML} & { … }`: the part's code could not run (not loadable, or the page's scripts
 * never arrived), so it works as plain HTML, as without scripts: show what a visitor without
 * JavaScript reads there.
 */
export const AS_PLAIN_HTML = `[${PLAIN_HTML_ATTRIBUTE}]`;

/** `${PRESS_HELD} & { … }`: a press in the part's form waits for its code: show it as taken (Send as sending). */
export const PRESS_HELD = `[${PRESS_HELD_ATTRIBUTE}]`;
