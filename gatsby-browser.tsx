export { wrapPageElement, wrapRootElement } from "./gatsby/wrappers";
