import { styleNamesOf } from "../server-style-names";

test("the class names styled-components marks in its server CSS, by component id", () => {
  const css = [
    ".a1{color:red;}",
    'data-styled.g1[id="sc-card"]{content:"a1,b2,"}/*!sc*/',
    ".c3{margin:0;}",
    'data-styled.g2[id="sc-title"]{content:"c3,"}/*!sc*/',
    'data-styled.g9[id="sc-card"]{content:"d4,"}/*!sc*/',
  ].join("\n");
  expect(styleNamesOf(css)).toEqual({ "sc-card": ["a1", "b2", "d4"], "sc-title": ["c3"] });
});

test("CSS without markers names nothing", () => {
  expect(styleNamesOf(".a{color:red}")).toEqual({});
});
