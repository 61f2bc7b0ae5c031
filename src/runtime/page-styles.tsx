import { Children, type ReactNode } from "react";
import { styledComponentsCss, styleNamesOf, withoutRehydrationMarkers } from "../framework/styled-components-server-css";
import { SERVER_STYLE_NAMES_ID } from "../islands/server-style-names";
import { GLOBAL_CSS } from "../theme/global-style";

/**
 * The CSS a built page carries in its <head>: the site's base CSS, then the rules of every styled
 * component the page rendered (collected by gatsby-plugin-styled-components), as static text.
 *
 * styled-components would *rehydrate* its server styles as soon as its code runs in the browser:
 * parse the tag, insert every rule again into a sheet of its own, one `insertRule` at a time, and
 * remove the tag (a full style recalculation). The tag is renamed so styled-components leaves it
 * alone: it stays the page's CSS. The markers naming each component's class names leave the CSS
 * for a JSON script (src/islands/server-style-names.ts): an island's components find their rules
 * there and insert only rules the page does not have yet.
 */
export const SERVER_STYLES_ATTRIBUTE = "data-server-styles";
export const GLOBAL_STYLES_ATTRIBUTE = "data-global-styles";

export function withPageStyles(headComponents: ReactNode[]): ReactNode[] {
  // The plugin hands its tag over in an array of its own.
  const components = Children.toArray(headComponents);
  const staticStyles = components.flatMap((component): ReactNode[] => {
    const css = styledComponentsCss(component);
    if (css === undefined) return [component];
    return [
      <style key="server-styles" {...{ [SERVER_STYLES_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: withoutRehydrationMarkers(css) }} />,
      <script
        key="server-style-names"
        id={SERVER_STYLE_NAMES_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(styleNamesOf(css)).replace(/</g, "\\u003c") }}
      />,
    ];
  });
  return [<style key="global-styles" {...{ [GLOBAL_STYLES_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />, ...staticStyles];
}
