import styled from "styled-components";
import { useSiteData } from "../../lib/use-site-data";
import { media } from "../../theme/theme";
import { Button } from "../../ui/button";
import { Container } from "../../ui/container";
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
`;

const Inner = styled(Container)`
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const DesktopNav = styled.nav`
  display: none;
  ${media.up("lg")} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.lg};
  }
  > ul {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const MobileOnly = styled(MobileNavSheet)`
  ${media.up("lg")} {
    display: none;
  }
`;

/** Sticky site header: disclosure menu on wide screens, a modal sheet on small ones. */
export function SiteHeader({ pathname }: { pathname: string }) {
  const site = useSiteData();
  const { header } = site;
  return (
    <Bar>
      <Inner>
        <Logo text={site.logoText} tagline={site.logoTagline} siteName={site.name} />
        <DesktopNav aria-label={header.navLabel}>
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
        <MobileOnly site={site} pathname={pathname} />
      </Inner>
    </Bar>
  );
}
