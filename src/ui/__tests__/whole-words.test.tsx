/** @jest-environment node */
import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { WholeWords } from "../whole-words";

const markup = (text: string) => renderToStaticMarkup(new ServerStyleSheet().collectStyles(<WholeWords text={text} />));
/** The markup's text, as a visitor reads it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

test("a range a browser could break after its hyphen is kept on one line; the words around it are not wrapped", () => {
  const html = markup("6-18 months 6-18 months");
  expect(html.match(/<span class="[^"]+">6-18<\/span>/g)).toHaveLength(2);
  expect(textOf(html)).toBe("6-18 months 6-18 months");
  expect(markup("$500,000-$2,000,000 a year")).toMatch(/^<span class="[^"]+">\$500,000-\$2,000,000<\/span> a year$/);
  expect(markup("SAP/Dynamics 365 – 12–15 weeks")).toMatch(/^<span class="[^"]+">SAP\/Dynamics<\/span> 365 – <span class="[^"]+">12–15<\/span> weeks$/);
});

test("text with no such word is written as it is, and a hyphen before a letter stays a place to break", () => {
  expect(markup("Contract-to-Hire roles")).toBe("Contract-to-Hire roles");
  expect(markup("Offshore ERP Consulting")).toBe("Offshore ERP Consulting");
});

test("whatever the text, the visitor reads it unchanged", () => {
  fc.assert(fc.property(fc.string({ unit: fc.constantFrom("a", "1", "-", "–", "/", " ", "$", "\n") }), (text) => expect(textOf(markup(text))).toBe(text)));
});
