import { PLAIN_HTML_ATTRIBUTE, PRESS_HELD_ATTRIBUTE, SCRIPTS_ON_ATTRIBUTE } from "../islands/attributes";

/**
 * Selectors for CSS that depends on whether a part's scripts run, true from the first paint (an
 * inline script at the top of the head marks <html>). `${WITH_SCRIPTS} &${NOT_PLAIN} { … }` folds
 * what the part's code will fold, so it is folded, and announced so, before that code has loaded;
 * `${WITHOUT_SCRIPTS} & { … }` shows what a page without JavaScript shows instead and hides what
 * only works with scripts. A part whose code could not run (not loadable, or the page's scripts
 * never arrived: its island's box is marked PLAIN_HTML_ATTRIBUTE) counts as without scripts, so
 * nothing stays folded that no code will unfold. Without JavaScript every page reads in full.
 */
export const WITH_SCRIPTS = `html[${SCRIPTS_ON_ATTRIBUTE}]`;
/** After `&`: the element is not inside a part that works as plain HTML. */
export const NOT_PLAIN = `:not([${PLAIN_HTML_ATTRIBUTE}] *)`;
export const WITHOUT_SCRIPTS = `:is(html:not([${SCRIPTS_ON_ATTRIBUTE}]), [${PLAIN_HTML_ATTRIBUTE}])`;

/** `${PRESS_HELD} & { … }`: a press in the part's form waits for its code: show it as taken (Send as sending). */
export const PRESS_HELD = `[${PRESS_HELD_ATTRIBUTE}]`;
