import { isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * What styled-components writes into a server-rendered page's head, read as the page's CSS.
 *
 * Written against: styled-components 6.6.0, gatsby-plugin-styled-components 6.16.0
 * Relies on, none of it documented:
 * - the plugin hands the page's head `ServerStyleSheet#getStyleElement()`: one `<style>` with a
 *   `data-styled` attribute (styled-components' SC_ATTR) and its CSS as `dangerouslySetInnerHTML`;
 * - in that CSS, after each component's rules, a marker rule for its rehydration,
 *   `data-styled.g<group>[id="<component id>"]{content:"<name>,<name>,"}`, and the separator
 *   comment `/*!sc*\/` after every group.
 * Contract: ./__tests__/styled-components-server-css.test.tsx renders through the installed plugin.
 */

/** The class names of each styled component whose rules the CSS holds, by component id. */
export type ComponentStyleNames = Record<string, string[]>;

type StyleProps = { "data-styled"?: string; dangerouslySetInnerHTML?: { __html?: unknown } };

const NAME_MARKER = /data-styled\.g\d+\[id="([^"]*)"\]\{content:"([^"]*)"\}/g;
const REHYDRATION_MARKERS = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}|\/\*!sc\*\/\n?/g;

function isStyledComponentsTag(component: ReactNode): component is ReactElement<StyleProps> {
  return isValidElement<StyleProps>(component) && component.type === "style" && component.props["data-styled"] !== undefined;
}

/** The CSS of styled-components' server style tag; undefined for every other head component. */
export function styledComponentsCss(component: ReactNode): string | undefined {
  if (!isStyledComponentsTag(component)) return undefined;
  const css = component.props.dangerouslySetInnerHTML?.__html;
  return typeof css === "string" ? css : undefined;
}

/** The class names the CSS marks, by component id. */
export function styleNamesOf(css: string): ComponentStyleNames {
  const names: ComponentStyleNames = {};
  for (const [, id = "", list = ""] of css.matchAll(NAME_MARKER)) {
    names[id] = [...(names[id] ?? []), ...list.split(",").filter(Boolean)];
  }
  return names;
}

/** The CSS without what styled-components writes besides the rules (the name markers and separators). */
export function withoutRehydrationMarkers(css: string): string {
  return css.replace(REHYDRATION_MARKERS, "");
}
