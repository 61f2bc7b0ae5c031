import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import styled, { ServerStyleSheet } from "styled-components";
import { contractTest } from "../../../jest/framework-contract";
import { registerStyleNames } from "../styled-components-sheet";

const ADAPTER = "src/framework/styled-components-sheet.ts";

const Registered = styled.div.withConfig({ componentId: "contract-registered" })`
  color: rebeccapurple;
`;
const Unregistered = styled.div.withConfig({ componentId: "contract-unregistered" })`
  color: teal;
`;

/** The class name a server render gives the component's rules (the one a built page's CSS holds). */
function serverClassName(Component: typeof Registered): string {
  const markup = renderToStaticMarkup(new ServerStyleSheet().collectStyles(<Component />));
  return /class="([^"]+)"/.exec(markup)![1]!.split(" ").at(-1)!;
}

/** Every rule styled-components has inserted into the document. */
function insertedCss(): string {
  return [...document.querySelectorAll("style[data-styled]")].map((style) => style.textContent).join("");
}

contractTest(ADAPTER, "__PRIVATE__.mainSheet.registerName keeping a component from inserting the registered rules", () => {
  registerStyleNames({ [Registered.styledComponentId]: [serverClassName(Registered)] });
  render(
    <>
      <Registered />
      <Unregistered />
    </>,
  );
  // The control: a component whose name was not registered inserts its rules.
  expect(insertedCss()).toContain("color:teal;");
  expect(insertedCss()).not.toContain("rebeccapurple");
});
