/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { useStaticQuery } from "gatsby";
import { ThemeProvider } from "styled-components";
import { siteDataQueryResult } from "../../../jest/fixtures/site-data";
import { theme } from "../../theme/theme";
import { RevealCardsSection } from "../reveal-cards-section";
import { revealCardsFixture } from "./section-fixtures";

const section = revealCardsFixture(5);

test("the server HTML leaves every card's features uncollapsed", () => {
  jest.mocked(useStaticQuery).mockReturnValue(siteDataQueryResult());
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <RevealCardsSection section={section} />
    </ThemeProvider>,
  );
  expect(html.match(/data-interactive="false"/g)).toHaveLength(section.cards.length);
  expect(html).not.toContain('data-interactive="true"');
  expect(html).toContain(section.cards[0]!.features![0]!);
});
