import { hydrateInTransition } from "./src/runtime/hydrate-in-transition";

export { wrapPageElement, wrapRootElement } from "./src/runtime/wrappers";

export const replaceHydrateFunction = () => hydrateInTransition;
