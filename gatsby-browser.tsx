import { hydrateInTransition } from "./gatsby/hydrate-in-transition";

export { wrapPageElement, wrapRootElement } from "./gatsby/wrappers";

export const replaceHydrateFunction = () => hydrateInTransition;
