import type { GatsbyBrowser } from "gatsby";
import { sendPendingAfterLoad } from "./src/forms/kept-for-later/after-load-check";
import { renderPage } from "./src/runtime/render-page";

export { wrapPageElement, wrapRootElement } from "./src/runtime/browser-wrappers";

/**
 * A built page's server HTML is the page: only its islands hydrate, each on its own; a page
 * without server HTML (the development server's) is rendered in full (src/runtime/render-page.tsx).
 */
export const replaceHydrateFunction = () => renderPage;

/** An enquiry kept on this device on an earlier visit is sent on this one (docs/forms.md, Kept for later). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  sendPendingAfterLoad();
};
