/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
import { NOT_PLAIN, WITHOUT_SCRIPTS, WITH_SCRIPTS } from "../../island-helpers/scripts-run";
import { Accordion } from "../accordion";
import { theme } from "../../theme/theme";

test("the server HTML shows every answer, so they can be read without JavaScript, and announces each as collapsed, the state CSS gives it where scripts run", () => {
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <Accordion
        idPrefix="faq-question"
        items={[
          { title: "First question?", content: <p>First answer.</p> },
          { title: "Second question?", content: <p>Second answer.</p> },
        ]}
      />
    </ThemeProvider>,
  );
  expect(html.match(/role="region"/g)).toHaveLength(2);
  expect(html).not.toMatch(/\shidden(=|\s|>)/);
  expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
  expect(html).not.toContain('aria-expanded="true"');
  for (const index of [1, 2]) {
    expect(html).toContain(`aria-controls="faq-question-${index}-panel"`);
    expect(html).toContain(`id="faq-question-${index}-panel"`);
  }
  expect(html).not.toContain("data-live");
  expect(html).toContain("Second answer.");
});

test("what CSS folds or hides where scripts run it does not inside a part that works as plain HTML: there the answers show and the buttons, which no code would serve, are hidden", () => {
  const sheet = new ServerStyleSheet();
  renderToString(
    sheet.collectStyles(
      <ThemeProvider theme={theme}>
        <Accordion idPrefix="faq-question" items={[{ title: "First question?", content: <p>First answer.</p> }]} />
      </ThemeProvider>,
    ),
  );
  const css = sheet.getStyleTags();
  sheet.seal();
  const hiding = [...css.matchAll(/([^{}]+)\{[^{}]*display:none[;}]/g)].map(([, selector]) => selector!.replace("/*!sc*/", "").trim());
  const withScripts = hiding.filter((selector) => selector.includes(WITH_SCRIPTS));
  expect(withScripts.length).toBeGreaterThan(0);
  for (const selector of withScripts) expect(selector).toContain(NOT_PLAIN);
  expect(hiding.filter((selector) => selector.startsWith(WITHOUT_SCRIPTS))).toHaveLength(1);
});
