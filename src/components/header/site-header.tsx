import styled from "styled-components";
import { useSiteData } from "../../lib/use-site-data";
import { Button } from "../../ui/button";
import { Container } from "../../ui/container";
import { headerRow, HEADER_ROW } from "./header-row-width";
import { Logo } from "./logo";
import { MobileNavSheet } from "./mobile-nav-sheet";
import { NavLink } from "./nav-item";
import { ServicesDisclosure } from "./services-disclosure";

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  /* On paper: once, at the top of the first sheet, with the logo alone (links and menu need a screen). */
  @media print {
    position: static;
    nav, button { display: none; }
  }
`;

const Inner = styled(Container)<{ $maxWidth: number }>`
  max-width: ${({ $maxWidth }) => $maxWidth}rem;
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${HEADER_ROW.logoGap}rem;
`;

/** From the window width the row needs (header-row-width.ts), in em. */
type RowProps = { $rowFrom: number };
const whereRowFits =
  (rules: string) =>
  ({ $rowFrom }: RowProps) =>
    `@media (min-width: ${$rowFrom}em) { ${rules} }`;

const DesktopNav = styled.nav<RowProps>`
  display: none;
  ${whereRowFits("display: flex;")}
  align-items: center;
  gap: ${HEADER_ROW.actionGap}rem;
  > ul {
    display: flex;
    align-items: center;
    gap: ${HEADER_ROW.itemGap}rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const MobileOnly = styled(MobileNavSheet)<RowProps>`
  ${whereRowFits("display: none;")}
`;

/** Sticky site header: the links in a row (Services a disclosure menu) where the window fits them, else a menu button and its modal sheet. */
export function SiteHeader({ pathname }: { pathname: string }) {
  const site = useSiteData();
  const { header } = site;
  const row = headerRow(site);
  return (
    <Bar>
      <Inner $maxWidth={row.maxWidth}>
        <Logo text={site.logoText} tagline={site.logoTagline} siteName={site.name} />
        <DesktopNav aria-label={header.navLabel} $rowFrom={row.from}>
          <ul>
            <li>
              <ServicesDisclosure header={header} pathname={pathname} />
            </li>
            {header.links.map((link, position) => (
              <li key={position}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
          <Button href={site.schedulerUrl} variant="corporate">
            {header.ctaLabel}
          </Button>
        </DesktopNav>
        <MobileOnly site={site} pathname={pathname} $rowFrom={row.from} />
      </Inner>
    </Bar>
  );
}
