/** @jest-environment node */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import styled, { ServerStyleSheet } from "styled-components";
import { GLOBAL_CSS } from "../../theme/global-style";
import { SERVER_STYLE_NAMES_ID } from "../../islands/server-style-names";
import { GLOBAL_STYLES_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE, withPageStyles } from "../page-styles";

const Box = styled.div`
  color: rebeccapurple;
  padding: 3px;
`;

/** The head components as gatsby-plugin-styled-components leaves them: its style tag in an array of its own, after whatever else is there. */
function headWithCollectedStyles(): { head: ReactNode[]; className: string } {
  const sheet = new ServerStyleSheet();
  const body = renderToStaticMarkup(sheet.collectStyles(<Box />));
  const className = /class="([^"]+)"/.exec(body)![1]!.split(" ").at(-1)!;
  return { head: [<meta key="viewport" name="viewport" content="width=device-width" />, sheet.getStyleElement()], className };
}

test("the head starts with the site's base CSS and keeps every other head component", () => {
  const { head } = headWithCollectedStyles();
  const markup = renderToStaticMarkup(<>{withPageStyles(head)}</>);
  expect(markup.startsWith(`<style ${GLOBAL_STYLES_ATTRIBUTE}="">${GLOBAL_CSS}</style>`)).toBe(true);
  expect(markup).toContain('<meta name="viewport" content="width=device-width"/>');
});

test("the collected component rules stay, as static CSS styled-components does not take over, without its rehydration markers", () => {
  const { head, className } = headWithCollectedStyles();
  const before = renderToStaticMarkup(<>{head}</>);
  // The control: what the plugin writes is styled-components' own tag, with the markers.
  expect(before).toMatch(/<style data-styled="" data-styled-version="[^"]+">/);
  expect(before).toContain("/*!sc*/");
  const markup = renderToStaticMarkup(<>{withPageStyles(head)}</>);
  const serverStyles = new RegExp(`<style ${SERVER_STYLES_ATTRIBUTE}="">([^<]*)</style>`).exec(markup)?.[1];
  expect(serverStyles).toBe(`.${className}{color:rebeccapurple;padding:3px;}`);
  expect(markup).not.toContain("data-styled");
});

test("the class names the CSS holds follow it as JSON, for the islands' styled-components to skip", () => {
  const { head, className } = headWithCollectedStyles();
  const markup = renderToStaticMarkup(<>{withPageStyles(head)}</>);
  const names = new RegExp(`<script id="${SERVER_STYLE_NAMES_ID}" type="application/json">([^<]*)</script>`).exec(markup)?.[1];
  expect(Object.values(JSON.parse(names ?? "{}") as Record<string, string[]>)).toEqual([[className]]);
});

test("a page that rendered no styled component gets the base CSS only", () => {
  const markup = renderToStaticMarkup(<>{withPageStyles([<title key="title">Hello</title>])}</>);
  expect(markup).toBe(`<style ${GLOBAL_STYLES_ATTRIBUTE}="">${GLOBAL_CSS}</style><title>Hello</title>`);
});

test("the base CSS is one line of rules without comments", () => {
  expect(GLOBAL_CSS).not.toMatch(/\n|\/\*/);
  expect(GLOBAL_CSS).toMatch(/^\*, \*::before, \*::after \{ box-sizing: border-box; \}/);
  expect(GLOBAL_CSS).not.toContain("undefined");
});
