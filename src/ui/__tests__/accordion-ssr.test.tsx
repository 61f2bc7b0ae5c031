/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "styled-components";
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
