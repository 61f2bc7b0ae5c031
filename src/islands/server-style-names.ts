/**
 * The class names of each styled component whose rules a built page already holds, so the islands'
 * styled-components inserts none of them again. styled-components marks them in its server CSS
 * (`data-styled.g<n>[id="<component id>"]{content:"<name>,<name>,"}`); src/runtime/page-styles.tsx
 * moves them out of the CSS into a JSON script, and src/islands/hydrate-islands.tsx registers them.
 */
export const SERVER_STYLE_NAMES_ID = "server-style-names";

export type StyleNames = Record<string, string[]>;

const NAME_MARKER = /data-styled\.g\d+\[id="([^"]*)"\]\{content:"([^"]*)"\}/g;

export function styleNamesOf(css: string): StyleNames {
  const names: StyleNames = {};
  for (const [, id = "", list = ""] of css.matchAll(NAME_MARKER)) {
    names[id] = [...(names[id] ?? []), ...list.split(",").filter(Boolean)];
  }
  return names;
}
