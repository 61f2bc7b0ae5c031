/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
import { answerStaticQueries } from "../../../jest/fixtures/site-data";
import { NOT_PLAIN, WITH_SCRIPTS } from "../../island-helpers/scripts-run";
import { theme } from "../../theme/theme";
import { RevealCardsSection } from "../reveal-cards-section";
import { revealCardsFixture } from "./section-fixtures";

const section = revealCardsFixture(5);

test("the server HTML shows every card's features, and its CSS folds them only once the page's scripts run", () => {
  answerStaticQueries();
  const sheet = new ServerStyleSheet();
  const html = renderToString(
    sheet.collectStyles(
      <ThemeProvider theme={theme}>
        <RevealCardsSection section={section} />
      </ThemeProvider>,
    ),
  );
  const css = sheet.getStyleTags();
  sheet.seal();
  for (const card of section.cards) for (const feature of card.features!) expect(html).toContain(feature);
  expect(html.match(/data-open="false"/g)).toHaveLength(section.cards.length);
  const folding = [...css.matchAll(/([^{}]+)\{[^{}]*max-height:0[;}]/g)].map(([, selector]) => selector!.trim());
  expect(folding.length).toBeGreaterThan(0);
  // Folded only where the page's scripts run and the grid's code has not failed (its island works as plain HTML).
  for (const selector of folding) expect([selector.includes(WITH_SCRIPTS), selector.includes(NOT_PLAIN)]).toEqual([true, true]);
});
