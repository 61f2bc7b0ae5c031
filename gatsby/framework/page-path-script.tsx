import { cloneElement, isValidElement, type ReactNode } from "react";

/**
 * Gatsby writes `window.pagePath="/contact"` into an inline script on every page, so each page
 * would need its own hash in the Content-Security-Policy (and the list would outgrow a header).
 * The path moves into a data attribute and the script text becomes the same on every page: one
 * hash covers them all. A script that does not look as expected is left alone (its own hash is
 * still collected from the built HTML, so the policy stays correct, only longer).
 *
 * Written against: gatsby 5.16.1
 * Relies on, none of it documented: cache-dir/static-entry.js adds to every page's post-body
 * components a `<script id="gatsby-script-loader">` whose text assigns
 * `window.pagePath=<JSON string>;` (with slices, the compilation hash moved to the scripts slice), and
 * cache-dir/production-app.js reads `window.pagePath` when the page's scripts start.
 * Contract: ./__tests__/page-path-script.test.ts reads the installed gatsby's templates.
 */
const PAGE_PATH_ASSIGNMENT = /window\.pagePath=("(?:[^"\\]|\\.)*");/;
export const CONSTANT_PAGE_PATH_ASSIGNMENT = "window.pagePath=document.currentScript.dataset.pagePath;";

type InlineScriptProps = { id?: string; dangerouslySetInnerHTML?: { __html?: unknown } };

export function withConstantPagePath(component: ReactNode): ReactNode {
  if (!isValidElement<InlineScriptProps>(component) || component.type !== "script") return component;
  const { id, dangerouslySetInnerHTML } = component.props;
  const html = dangerouslySetInnerHTML?.__html;
  if (id !== "gatsby-script-loader" || typeof html !== "string") return component;
  const match = PAGE_PATH_ASSIGNMENT.exec(html);
  if (!match?.[1]) return component;
  const pagePath = JSON.parse(match[1]) as string;
  return cloneElement(component, {
    "data-page-path": pagePath,
    dangerouslySetInnerHTML: { __html: html.replace(match[0], CONSTANT_PAGE_PATH_ASSIGNMENT) },
  } as InlineScriptProps);
}
