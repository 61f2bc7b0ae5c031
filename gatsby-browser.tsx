import { hydrateIslands } from "./src/islands/hydrate-islands";
import { sendPendingAfterLoad } from "./src/lib/pending-enquiries-check";

/**
 * The browser never renders Gatsby's page tree: the server HTML is the page, and only its islands
 * hydrate, each on its own (src/islands/hydrate-islands.tsx). Gatsby has loaded the page's data by
 * the time it calls this. An enquiry kept on this device on an earlier visit is sent on this one
 * (docs/forms.md, Kept for later).
 */
export const replaceHydrateFunction = () => (): void => {
  hydrateIslands();
  sendPendingAfterLoad();
};
