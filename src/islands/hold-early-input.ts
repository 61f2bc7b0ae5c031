import {
  HELD_INPUT_EVENT,
  HYDRATED_ISLAND_ATTRIBUTE,
  INPUT_READY_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  PLAIN_HTML_ATTRIBUTE,
  PRESS_HELD_ATTRIBUTE,
  REPLAY_PRESS_ATTRIBUTE,
  SCRIPTS_ON_ATTRIBUTE,
} from "./attributes";

/** One input held for an island that was not live yet: the island, the element to play it on, the event itself. */
export type HeldInput = { island: Element; target: Element; event: Event };

declare global {
  interface Window {
    /** The input held so far and not yet played (./replay-early-input.ts plays it). */
    __heldInput?: HeldInput[];
  }
}

/** The names the holder needs, passed in: it runs before any module and can import none. */
export type HoldNames = {
  island: string;
  hydrated: string;
  press: string;
  scriptsOn: string;
  heldEvent: string;
  plain: string;
  pressHeld: string;
  ready: string;
  /** HELD_SEND_LIMIT_MS. */
  limit: number;
};

/**
 * How long a press held inside a form (a press on Send, Enter in a field) waits for the page's
 * runtime (INPUT_READY_ATTRIBUTE) before the head script gives up on the page's scripts: every
 * island not yet live then works as plain HTML and the press is played there, so the form
 * submits natively to the enquiry endpoint. A script of the page that fails to load before the
 * runtime is ready gives up at once. Long enough for a slow phone network to bring the scripts,
 * short enough that a visitor who pressed Send (shown as sending from the press on) sees an
 * outcome within seconds.
 */
export const HELD_SEND_LIMIT_MS = 6000;

/**
 * Holds every press on an island that is not live yet, from the first byte of the page until its
 * island is live; the runtime then plays it there (./replay-early-input.ts). It runs as an inline
 * script at the top of every page's head (gatsby-ssr.tsx), before the body is parsed, so no press
 * ever reaches a control whose code has not loaded: a tap on Send before the page's scripts would
 * otherwise submit the form natively (reloading the page, the enquiry gone), a press on a FAQ
 * question would do nothing. It also marks <html> (SCRIPTS_ON_ATTRIBUTE), so CSS folds what the
 * islands will fold from the first paint and shows what needs scripts only where they run.
 *
 * Links, fields and labels work as plain HTML and are left alone (typed text stays in its field,
 * and the hydrated form adopts it). What needs an island's code is held: a click on a button, a
 * tab or an element marked as pressable (`data-replay-press`); a navigation key; a submission.
 * Each held input is announced to its island (`heldEvent`), which then hydrates at once, whatever
 * its schedule. The listeners stay for the page's life and cost one `closest()` per event;
 * what reaches a live island passes untouched. A page React renders in full (one sent without
 * server HTML) has no island to wait for: the runtime then stops the holding
 * (`stopHoldingInput`, ./replay-early-input.ts).
 *
 * A press inside a form is acknowledged at once: the island's box gets `pressHeld`, and CSS shows
 * its Send as sending until the press is played. Should the page's scripts never arrive (a
 * script of the page fails to load before the runtime is ready, or HELD_SEND_LIMIT_MS after such
 * a press the runtime is still not ready) the script gives up: every island not yet live is marked
 * `plain` (PLAIN_HTML_ATTRIBUTE), nothing more is held for it, and what was held is played on
 * the bare HTML, so Send submits the form natively to the enquiry endpoint. <html> loses
 * SCRIPTS_ON_ATTRIBUTE too: the page shows as it does without JavaScript (every FAQ answer open,
 * each form's note shown, the search's note), since no script will fold or unfold it. An island
 * that fails later is the runtime's to mark (./hydrate-islands.tsx).
 *
 * Self-contained (it names nothing outside itself) and written without comments: its source is
 * the inline script's text.
 */
export function holdEarlyInput(names: HoldNames): void {
  const held: HeldInput[] = (window.__heldInput = []);
  const root = document.documentElement;
  root.setAttribute(names.scriptsOn, "");
  const keys = ["Escape", "ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End"];
  const waiting = `[${names.island}]:not([${names.hydrated}]):not([${names.plain}])`;
  let timer = 0;
  const giveUp = () => {
    if (root.hasAttribute(names.ready)) return;
    root.removeAttribute(names.scriptsOn);
    document.querySelectorAll(waiting).forEach((island) => {
      island.setAttribute(names.plain, "");
      island.removeAttribute(names.pressHeld);
    });
    held.splice(0).forEach(({ target, event }) => {
      if (event.type === "click") (target as HTMLElement).click();
      else if (event.type === "submit" && "requestSubmit" in target) (target as HTMLFormElement).requestSubmit();
      else if (event.type === "submit") (target as HTMLFormElement).submit();
    });
  };
  const hold = (event: Event) => {
    const origin = event.target instanceof Element ? event.target : null;
    const island = origin && origin.closest(waiting);
    if (!window.__heldInput || !origin || !island) return;
    let target: Element | null = origin;
    if (event.type === "click") {
      target = origin.closest(`button,[role=button],[role=tab],[${names.press}]`);
      if (!target || origin.closest("a[href],input,select,textarea,label")) return;
    } else if (event.type === "keydown") {
      if (keys.indexOf((event as KeyboardEvent).key) < 0 || origin.closest("input,select,textarea")) return;
    }
    event.preventDefault();
    event.stopPropagation();
    held.push({ island, target, event });
    if (event.type !== "keydown" && origin.closest("form")) {
      island.setAttribute(names.pressHeld, "");
      timer = timer || window.setTimeout(giveUp, names.limit);
    }
    island.dispatchEvent(new Event(names.heldEvent));
  };
  ["click", "keydown", "submit"].forEach((type) => window.addEventListener(type, hold, true));
  window.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLScriptElement) giveUp();
    },
    true,
  );
}

export const HOLD_NAMES: HoldNames = {
  island: ISLAND_ATTRIBUTE,
  hydrated: HYDRATED_ISLAND_ATTRIBUTE,
  press: REPLAY_PRESS_ATTRIBUTE,
  scriptsOn: SCRIPTS_ON_ATTRIBUTE,
  heldEvent: HELD_INPUT_EVENT,
  plain: PLAIN_HTML_ATTRIBUTE,
  pressHeld: PRESS_HELD_ATTRIBUTE,
  ready: INPUT_READY_ATTRIBUTE,
  limit: HELD_SEND_LIMIT_MS,
};

/** The inline script: the function's source without its indentation, called with the names. */
export const HOLD_EARLY_INPUT_SCRIPT = `(${holdEarlyInput.toString().replace(/\n\s+/g, "\n")})(${JSON.stringify(HOLD_NAMES)});`;
