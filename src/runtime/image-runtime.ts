import type { ReactNode } from "react";
import { isImageRuntimeComponent } from "../framework/gatsby-image-runtime";

/**
 * gatsby-plugin-image puts its browser runtime into every page's head: CSS that hides a
 * `GatsbyImage` until it has loaded, a `<noscript>` override, and a module script that listens to
 * every load event of the page to fade such images in. The site draws its images as plain
 * `<picture>`s (src/ui/picture.tsx; ESLint rules out importing any of its code under src/),
 * so the runtime would be work on every load for nothing: it is left out. The plugin stays for
 * what the build needs of it, the `gatsbyImageData` the queries ask for.
 */
/** The head components without gatsby-plugin-image's runtime (plugins may hand theirs over in nested arrays). */
export function withoutImageRuntime(headComponents: ReactNode[]): ReactNode[] {
  return headComponents.flatMap((component): ReactNode[] => {
    if (Array.isArray(component)) return withoutImageRuntime(component as ReactNode[]);
    if (isImageRuntimeComponent(component)) return [];
    return [component];
  });
}
