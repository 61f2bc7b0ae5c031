import type { GatsbySSR } from "gatsby";
import site from "./data/site.json";

export { wrapPageElement, wrapRootElement } from "./gatsby/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: site.language });
};
