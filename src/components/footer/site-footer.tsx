import { SiteLink } from "../../ui/site-link";
import styled from "styled-components";
import { Mail, MapPin, Phone, Clock } from "lucide";
import { LayoutIcon } from "../../ui/layout-icon";
import { telHref, useSiteData } from "../../lib/use-site-data";
import { media } from "../../theme/theme";
import { Container } from "../../ui/container";
import { ExternalLink } from "../../ui/external-link";
import { renderNearViewport, type HeightEstimate } from "../../ui/render-near-viewport";
import { SocialIcon } from "./social-icon";
import { currentPageLook } from "../../theme/current-page";

/** The footer's height at each width (its launch content), counted until it is first rendered. */
const FOOTER_HEIGHT: HeightEstimate = { narrow: 78, wide: 34 };

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  padding-block: ${({ theme }) => theme.space["3xl"]} ${({ theme }) => theme.space.xl};
  ${renderNearViewport(FOOTER_HEIGHT)}

  a { color: ${({ theme }) => theme.colors.onDark}; text-decoration: none; ${currentPageLook("accentBright")} }
  a:hover { color: ${({ theme }) => theme.colors.accentBright}; text-decoration: underline; }
  address { font-style: normal; margin-top: ${({ theme }) => theme.space.sm}; }
  h2 { color: ${({ theme }) => theme.colors.onDark}; font-size: ${({ theme }) => theme.fontSizes.md}; margin-bottom: ${({ theme }) => theme.space.md}; }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: 1fr;
  ${media.up("sm")} { grid-template-columns: 1fr 1fr; }
  ${media.up("lg")} { grid-template-columns: 1.6fr 1fr 1fr 1fr; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { min-height: 2rem; display: flex; align-items: center; }
  li > a, li > span { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 1.75rem; }
`;

const Disabled = styled.span`
  color: ${({ theme }) => theme.colors.onDarkMuted};
  cursor: not-allowed;
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  a {
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid rgba(255, 255, 255, 0.25);
  }
`;

const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space["2xl"]};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p { margin: 0; }
`;

/** Footer on every page: contact details, three link columns, social profiles, copyright. */
export function SiteFooter() {
  const site = useSiteData();
  const { contact, footer } = site;
  const { address } = contact;
  return (
    <Footer>
      <Container>
        <Columns>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{footer.contactTitle}</h2>
            <p>{footer.about}</p>
            <List>
              <li>
                <a href={telHref(contact.phone)}>
                  <LayoutIcon icon={Phone} size={16} /> {contact.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${contact.email}`}>
                  <LayoutIcon icon={Mail} size={16} /> {contact.email}
                </a>
              </li>
              <li>
                <span>
                  <LayoutIcon icon={Clock} size={16} /> {contact.hours}
                </span>
              </li>
            </List>
            <address>
              <LayoutIcon icon={MapPin} size={16} /> {address.streetAddress}, {address.locality}, {address.region} {address.postalCode}, {address.country}
            </address>
            <Social aria-label={footer.socialTitle}>
              {site.social.map((profile, position) => (
                <li key={position}>
                  <ExternalLink href={profile.url} aria-label={profile.label}>
                    <SocialIcon network={profile.network} />
                  </ExternalLink>
                </li>
              ))}
            </Social>
          </section>
          {footer.columns.map((column, index) => (
            <nav key={index} aria-labelledby={`footer-column-${index}`}>
              <h2 id={`footer-column-${index}`}>{column.title}</h2>
              <List>
                {column.links.map((link, position) => (
                  <li key={position}>
                    {link.to && !link.disabled ? (
                      <SiteLink to={link.to}>{link.label}</SiteLink>
                    ) : (
                      <Disabled aria-disabled="true">
                        {link.label}
                        <span className="visually-hidden"> {site.ui.comingSoon}</span>
                      </Disabled>
                    )}
                  </li>
                ))}
              </List>
            </nav>
          ))}
        </Columns>
        <Bottom>
          <p>{footer.copyright}</p>
        </Bottom>
      </Container>
    </Footer>
  );
}
