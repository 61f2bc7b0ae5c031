import { defineIsland } from "../../islands/define-island";
import { SiteHeader } from "./site-header";

/**
 * The header's menus and sheet need code only once the visitor reaches for them: it wakes at
 * the first pointer, touch, focus or key on it, and that first press takes effect once it is awake.
 */
export default defineIsland({ name: "site-header", when: "interaction", Component: SiteHeader });
