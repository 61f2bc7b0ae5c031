// The DOM matchers (toHaveAttribute, toBeVisible, ...), for the tests that have a DOM: loading them
// costs each of the many node-environment files a tenth of a second for nothing.
if (typeof document !== "undefined") require("@testing-library/jest-dom");

// react-hot-toast reads prefers-reduced-motion through matchMedia, which jsdom lacks.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// react-dom/server's browser build (server HTML rendered in a jsdom test) needs these; jsdom lacks them.
if (typeof globalThis.TextEncoder === "undefined") {
  const { TextDecoder, TextEncoder } = require("util") as typeof import("util");
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom is a browser that runs the page's scripts: <html> carries the mark the inline head script
// sets there (src/islands/hold-early-input.ts), so CSS keyed to it applies as in such a browser.
if (typeof document !== "undefined") {
  const { SCRIPTS_ON_ATTRIBUTE } = require("../src/islands/attributes") as typeof import("../src/islands/attributes");
  document.documentElement.setAttribute(SCRIPTS_ON_ATTRIBUTE, "");
}

// findBy* and waitFor poll until their condition holds; their ceiling, not a wait. testing-library's
// default of 1 s is shorter than a dynamic import and a render take on a busy 2-core machine (an
// island waking beside the build); 5 s, as the browser tests' `eventually` (e2e/support/eventually.ts).
if (typeof document !== "undefined") {
  const { configure } = require("@testing-library/dom") as typeof import("@testing-library/dom");
  configure({ asyncUtilTimeout: 5_000 });
}

// The folders a test file made with jest/temporary-directory.ts go once its tests have run.
afterAll(() => {
  const { removeTemporaryDirectories } = require("./temporary-directory") as typeof import("./temporary-directory");
  removeTemporaryDirectories();
});
