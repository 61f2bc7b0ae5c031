import { isValidElement, type ReactNode } from "react";

/**
 * Recognises gatsby-plugin-image's browser runtime among a page's head components.
 *
 * Written against: gatsby-plugin-image 3.16.0
 * Relies on the plugin's gatsby-ssr `onRenderBody` handing over its runtime (the CSS that hides a
 * GatsbyImage until it loads, its `<noscript>` override, the module script that fades images in)
 * as head components keyed `gatsby-image-style`, `gatsby-image-style-noscript` and
 * `gatsby-image-style-script`; the keys are not documented.
 * Contract: ./__tests__/gatsby-image-runtime.test.tsx runs the installed plugin's onRenderBody.
 */
const IMAGE_RUNTIME_KEYS: ReadonlySet<string> = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

export function isImageRuntimeComponent(component: ReactNode): boolean {
  return isValidElement(component) && typeof component.key === "string" && IMAGE_RUNTIME_KEYS.has(component.key);
}
