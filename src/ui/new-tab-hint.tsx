import { useSiteData } from "../lib/use-site-data";

/** Tells screen reader users that a link opens a new tab (WCAG 3.2.5 advisory; no surprise context change). */
export function NewTabHint() {
  const { ui } = useSiteData();
  return <span className="visually-hidden"> {ui.newTab}</span>;
}
