import type { ComponentStyleNames } from "../framework/styled-components-server-css";

/**
 * The class names of each styled component whose rules a built page already holds, so the islands'
 * styled-components inserts none of them again. styled-components marks them in its server CSS
 * (read by src/framework/styled-components-server-css.ts); src/runtime/page-styles.tsx moves them
 * out of the CSS into a JSON script, and src/islands/hydrate-islands.tsx registers them.
 */
export const SERVER_STYLE_NAMES_ID = "server-style-names";

export type StyleNames = ComponentStyleNames;
