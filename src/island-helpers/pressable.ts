import { REPLAY_PRESS_ATTRIBUTE } from "../islands/attributes";

/**
 * Spread onto an element that is no button but whose click does something (a card that opens on a
 * tap): a click on it before the page's code has loaded is kept and played once it has, as a
 * button's is. Links, fields and labels need nothing: they work as plain HTML.
 */
export const PRESSABLE = { [REPLAY_PRESS_ATTRIBUTE]: "" } as const;
