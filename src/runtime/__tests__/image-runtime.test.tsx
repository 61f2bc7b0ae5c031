/** @jest-environment node */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { withoutImageRuntime } from "../image-runtime";

type OnRenderBody = (api: { setHeadComponents: (components: ReactNode[]) => void }) => void;

/** What the installed gatsby-plugin-image puts into every page's head. */
function imagePluginHead(): ReactNode[] {
  const head: ReactNode[] = [];
  const { onRenderBody } = require("gatsby-plugin-image/gatsby-ssr") as { onRenderBody: OnRenderBody };
  onRenderBody({ setHeadComponents: (components) => head.push(components) });
  return head;
}

test("the installed gatsby-plugin-image adds its runtime to the head (the case the filter is for)", () => {
  const markup = renderToStaticMarkup(<>{imagePluginHead()}</>);
  expect(markup).toContain("gatsby-image-wrapper");
  expect(markup).toContain('<script type="module">');
});

test("the head keeps nothing of gatsby-plugin-image's runtime, and every other component in order", () => {
  const head = [
    <meta key="viewport" name="viewport" content="width=device-width" />,
    ...imagePluginHead(),
    [<link key="feed" rel="alternate" href="/rss.xml" />],
  ];
  const markup = renderToStaticMarkup(<>{withoutImageRuntime(head)}</>);
  expect(markup).toBe('<meta name="viewport" content="width=device-width"/><link rel="alternate" href="/rss.xml"/>');
});
