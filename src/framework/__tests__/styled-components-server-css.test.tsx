/** @jest-environment node */
import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import styled from "styled-components";
import { contractTest } from "../../../jest/framework-contract";
import { styledComponentsCss, styleNamesOf, withoutRehydrationMarkers } from "../styled-components-server-css";

const ADAPTER = "src/framework/styled-components-server-css.ts";

const Box = styled.div`
  color: rebeccapurple;
  padding: 3px;
`;

type PluginSsr = {
  wrapRootElement(args: { element: ReactElement; pathname: string }, options: object): ReactElement;
  onRenderBody(args: { setHeadComponents: (components: ReactNode[]) => void; pathname: string }): void;
};

/** A page rendered as Gatsby renders it with the installed gatsby-plugin-styled-components: the body, then the head components the plugin hands over. */
function renderedWithPlugin(): { className: string; head: ReactNode[] } {
  const plugin = require("gatsby-plugin-styled-components/gatsby-ssr") as PluginSsr;
  const body = renderToStaticMarkup(plugin.wrapRootElement({ element: <Box />, pathname: "/contract" }, {}));
  const head: ReactNode[] = [];
  // The plugin hands its tag over in an array of its own.
  plugin.onRenderBody({ setHeadComponents: (components) => head.push(...(components.flat(Infinity) as ReactNode[])), pathname: "/contract" });
  return { className: /class="([^"]+)"/.exec(body)![1]!.split(" ").at(-1)!, head };
}

contractTest(ADAPTER, "the plugin's head component being a style tag marked data-styled with the page's CSS", () => {
  const { head, className } = renderedWithPlugin();
  const css = head.map(styledComponentsCss).find((found) => found !== undefined);
  expect(css).toContain(`.${className}{color:rebeccapurple;padding:3px;}`);
});

contractTest(ADAPTER, "a data-styled.g<n>[id] marker naming each component's class names", () => {
  const { head, className } = renderedWithPlugin();
  const css = head.map(styledComponentsCss).find((found) => found !== undefined) ?? "";
  expect(styleNamesOf(css)).toEqual({ [Box.styledComponentId]: [className] });
});

contractTest(ADAPTER, "the markers and /*!sc*/ separators being all it writes besides the rules", () => {
  const { head, className } = renderedWithPlugin();
  const css = head.map(styledComponentsCss).find((found) => found !== undefined) ?? "";
  expect(withoutRehydrationMarkers(css)).toBe(`.${className}{color:rebeccapurple;padding:3px;}`);
});

test("the class names of several markers, a component's names across groups joined", () => {
  const css = [
    ".a1{color:red;}",
    'data-styled.g1[id="sc-card"]{content:"a1,b2,"}/*!sc*/',
    ".c3{margin:0;}",
    'data-styled.g2[id="sc-title"]{content:"c3,"}/*!sc*/',
    'data-styled.g9[id="sc-card"]{content:"d4,"}/*!sc*/',
  ].join("\n");
  expect(styleNamesOf(css)).toEqual({ "sc-card": ["a1", "b2", "d4"], "sc-title": ["c3"] });
  expect(withoutRehydrationMarkers(css)).toBe(".a1{color:red;}\n.c3{margin:0;}\n");
});

test("CSS without markers names nothing; other head components carry no styled-components CSS", () => {
  expect(styleNamesOf(".a{color:red}")).toEqual({});
  expect(styledComponentsCss(<style dangerouslySetInnerHTML={{ __html: ".a{}" }} />)).toBeUndefined();
  expect(styledComponentsCss(<meta name="viewport" content="width=device-width" />)).toBeUndefined();
  expect(styledComponentsCss("text")).toBeUndefined();
});
