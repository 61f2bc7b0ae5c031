import { graphql } from "gatsby";
import { SiteLink } from "../ui/site-link";
import styled from "styled-components";
import { Clock, MessageSquare } from "lucide";
import { LayoutIcon } from "../ui/layout-icon";
import { HeroActions, PageHero } from "../ui/page-hero";
import { SectionAction } from "./section-actions";
import { headingIdOf } from "../ui/section";
import { RoundedPicture } from "../ui/picture";
import { FORCED_COLORS_EDGE } from "../theme/forced-colors";

// The aside is at most 470 px wide beside the text (≥ 64em) and 560 px when stacked below it.
export const query = graphql`
  fragment ImageHeroSectionFields on ImageHeroSection {
    id
    badge
    title
    intro
    actions {
      ...SectionActionFields
    }
    image {
      childImageSharp {
        gatsbyImageData(
          layout: CONSTRAINED
          width: 560
          sizes: "(min-width: 64em) 470px, (min-width: 37.5em) 560px, calc(100vw - 2rem)"
        )
      }
    }
    imageAlt
    contactCard {
      title
      text
      to
    }
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 35rem;
`;

const Illustration = styled(RoundedPicture)`
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const ContactCard = styled(SiteLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border: ${FORCED_COLORS_EDGE};
  box-shadow: ${({ theme }) => theme.shadows.card};

  > svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  span span { display: inline-flex; align-items: center; gap: 0.375rem; color: ${({ theme }) => theme.colors.textMuted}; }
  &:hover strong { color: ${({ theme }) => theme.colors.primaryHover}; text-decoration: underline; }
`;

/** A page's h1 with its calls to action, a large illustration (loaded first: it is above the fold) and a contact card (the home page's top). */
export function ImageHeroSection({ section: hero }: { section: Queries.ImageHeroSectionFieldsFragment }) {
  const image = hero.image.childImageSharp?.gatsbyImageData;
  return (
    <PageHero
      badge={hero.badge}
      title={hero.title}
      intro={hero.intro}
      id={hero.id}
      headingId={headingIdOf(hero.id)}
      actions={
        <HeroActions>
          {hero.actions?.map((action, position) => (
            <SectionAction key={position} action={action} fallback="hero" />
          ))}
        </HeroActions>
      }
      aside={
        <Aside>
          {image && <Illustration image={image} alt={hero.imageAlt} priority />}
          <ContactCard to={hero.contactCard.to}>
            <LayoutIcon icon={MessageSquare} size={32} />
            <span>
              <strong>{hero.contactCard.title}</strong>
              <span>
                <LayoutIcon icon={Clock} size={16} />
                {hero.contactCard.text}
              </span>
            </span>
          </ContactCard>
        </Aside>
      }
    />
  );
}
