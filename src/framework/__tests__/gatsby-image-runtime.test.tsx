/** @jest-environment node */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { contractTest } from "../../../jest/framework-contract";
import { isImageRuntimeComponent } from "../gatsby-image-runtime";

const ADAPTER = "src/framework/gatsby-image-runtime.ts";

type OnRenderBody = (api: { setHeadComponents: (components: ReactNode[]) => void }) => void;

/** What the installed gatsby-plugin-image puts into every page's head, flattened. */
function imagePluginHead(): ReactNode[] {
  const head: ReactNode[] = [];
  const { onRenderBody } = require("gatsby-plugin-image/gatsby-ssr") as { onRenderBody: OnRenderBody };
  onRenderBody({ setHeadComponents: (components) => head.push(...(components.flat(Infinity) as ReactNode[])) });
  return head;
}

contractTest(ADAPTER, "the plugin handing its runtime over as head components with known keys", () => {
  const head = imagePluginHead();
  // The control: the plugin still adds its runtime (the case the filter is for).
  const markup = renderToStaticMarkup(<>{head}</>);
  expect(markup).toContain("gatsby-image-wrapper");
  expect(markup).toContain('<script type="module">');
  expect(renderToStaticMarkup(<>{head.filter((component) => !isImageRuntimeComponent(component))}</>)).toBe("");
});

test("another head component is no part of the runtime", () => {
  expect(isImageRuntimeComponent(<meta key="gatsby-image" name="viewport" content="width=device-width" />)).toBe(false);
  expect(isImageRuntimeComponent("gatsby-image-style")).toBe(false);
});
