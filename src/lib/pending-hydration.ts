/**
 * Parts of the page that hydrate after the rest (section kinds whose code loads on demand, see
 * src/sections/lazy-section.tsx). The page's hydration mark (src/components/app-wrappers.tsx)
 * waits for them, so a test that waits for the mark never presses a key on HTML React has not
 * taken over yet.
 */
let pending = 0;
let whenDone: (() => void) | undefined;

export function partHydrating(): void {
  pending += 1;
}

export function partHydrated(): void {
  pending -= 1;
  if (pending === 0 && whenDone) {
    const done = whenDone;
    whenDone = undefined;
    done();
  }
}

/** Runs `callback` once no part is still hydrating: at once when none is. */
export function afterPartsHydrate(callback: () => void): void {
  if (pending === 0) callback();
  else whenDone = callback;
}
