import type { GatsbySSR } from "gatsby";
import site from "./data/site.json";
import { FEED_FILES } from "./gatsby/feed-files";
import { withConstantPagePath } from "./gatsby/headers/constant-page-script";
import { withPageStyles } from "./src/runtime/page-styles";

export { wrapPageElement, wrapRootElement } from "./src/runtime/wrappers";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: site.language });
  // The articles' feeds, discoverable from every page; static HTML, so no script carries them.
  setHeadComponents(
    FEED_FILES.map((feed) => <link key={feed.path} rel="alternate" type={feed.type} title={`${site.feed.title} (${feed.name})`} href={feed.path} />),
  );
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
