import { hydrateInTransition } from "./src/runtime/hydrate-in-transition";
import { sendPendingAfterLoad } from "./src/lib/pending-enquiries-check";

export { wrapPageElement, wrapRootElement } from "./src/runtime/wrappers";

export const replaceHydrateFunction = () => hydrateInTransition;

/** An enquiry kept on this device on an earlier visit is sent on this one (docs/forms.md, Kept for later). */
export const onInitialClientRender = () => sendPendingAfterLoad();
