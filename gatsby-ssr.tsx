import type { GatsbySSR } from "gatsby";
import { withConstantPagePath } from "./gatsby/framework/page-path-script";
import { MAIN_CONTENT_ID } from "./src/components/layout";
import { HOLD_EARLY_INPUT_SCRIPT } from "./src/islands/hold-early-input";
import { KEEP_FOCUS_IN_VIEW_SCRIPT } from "./src/runtime/keep-focus-in-view";
import { withoutImageRuntime } from "./src/runtime/image-runtime";
import { withPageStyles } from "./src/runtime/page-styles";

export { wrapPageElement, wrapRootElement } from "./src/runtime/wrappers";

/** HTML's `blocking` attribute, which React 18's element types do not declare yet. */
const RENDER_BLOCKING = { blocking: "render" } as Record<string, string>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    // First, before the body is parsed: presses on the islands are held until each is live, and
    // <html> says scripts run (src/islands/hold-early-input.ts).
    <script key="hold-early-input" dangerouslySetInnerHTML={{ __html: HOLD_EARLY_INPUT_SCRIPT }} />,
    // No first paint before the header is whole: a browser that paints while the document is still
    // arriving would show part of the navigation, which then moves as the rest arrives (a layout
    // shift on every such load). The main landmark follows the header, so rendering waits for the
    // header's HTML only; a browser without render-blocking expectations paints as before.
    <link key="header-parsed" rel="expect" href={`#${MAIN_CONTENT_ID}`} {...RENDER_BLOCKING} />,
    // Focus stays on screen while the parts around it render (src/runtime/keep-focus-in-view.ts).
    <script key="keep-focus-in-view" dangerouslySetInnerHTML={{ __html: KEEP_FOCUS_IN_VIEW_SCRIPT }} />,
  ]);
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(withPageStyles(withoutImageRuntime(getHeadComponents())));
  replacePostBodyComponents(getPostBodyComponents().map(withConstantPagePath));
};
