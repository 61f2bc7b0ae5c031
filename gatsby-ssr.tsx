import type { GatsbySSR } from "gatsby";
import site from "./data/site.json";
import { withConstantPagePath } from "./gatsby/headers/constant-page-script";
import { withPageStyles } from "./src/runtime/page-styles";

export { wrapPageElement, wrapRootElement } from "./src/runtime/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: site.language });
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(withPageStyles(getHeadComponents()));
  replacePostBodyComponents(getPostBodyComponents().map(withConstantPagePath));
};
