import { graphql } from "gatsby";
import { HeroActions, PageHero } from "../ui/page-hero";
import { StatGrid } from "../ui/stat-grid";
import { SectionAction } from "./section-actions";
import { headingIdOf } from "../ui/section";

export const query = graphql`
  fragment HeroSectionFields on HeroSection {
    id
    badge
    title
    intro
    actions {
      ...SectionActionFields
    }
    stats {
      value
      label
    }
  }
`;

/** The page's dark top section and its only h1; optional figures sit beside the text on wide screens. */
export function HeroSection({ section }: { section: Queries.HeroSectionFieldsFragment }) {
  const { actions, stats } = section;
  const hasActions = actions && actions.length > 0;
  return (
    <PageHero
      badge={section.badge}
      title={section.title}
      intro={section.intro}
      id={section.id}
      headingId={headingIdOf(section.id)}
      actions={
        hasActions && (
          <HeroActions>
            {actions.map((action, position) => (
              <SectionAction key={position} action={action} fallback="hero" />
            ))}
          </HeroActions>
        )
      }
      aside={stats && stats.length > 0 ? <StatGrid stats={stats} onDark /> : undefined}
    />
  );
}
