import styled, { type DefaultTheme } from "styled-components";
import { Button } from "./button";
import { Card } from "./card";
import { CheckList } from "./check-list";
import { Icon } from "./icon";

/** Accent colour names editors may use (`colour` in data/schemas/sections.schema.json); each maps to a theme colour that carries white text at AA. */
export type ServiceCardColour = Queries.ServiceCardColour;

const ACCENTS: Record<ServiceCardColour, (theme: DefaultTheme) => string> = {
  blue: (theme) => theme.colors.primary,
  teal: (theme) => theme.colors.teal,
  navy: (theme) => theme.colors.navySoft,
  amber: (theme) => theme.colors.accent,
};

const Item = styled(Card)<{ $accent: ServiceCardColour }>`
  border-top: 4px solid ${({ theme, $accent }) => ACCENTS[$accent](theme)};
`;

const IconTile = styled.span<{ $accent: ServiceCardColour }>`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $accent }) => ACCENTS[$accent](theme)};
  color: ${({ theme }) => theme.colors.onDark};
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.md};
`;

export type ServiceCardProps = {
  title: string;
  description: string;
  features: readonly string[];
  /** Drawn in the coloured tile; the tile stays (empty) without one, so cards line up. */
  icon: Queries.IconGlyphFragment | null;
  colour: ServiceCardColour;
  link: { label: string; to: string };
  headingLevel?: "h2" | "h3";
};

/** One service: coloured icon, title, text, three features and a link to its page (named with the title for screen readers). */
export function ServiceCard({ title, description, features, icon, colour, link, headingLevel = "h3" }: ServiceCardProps) {
  const Heading = headingLevel;
  return (
    <Item as="li" $accent={colour} data-colour={colour}>
      <IconTile $accent={colour}>{icon && <Icon glyph={icon} />}</IconTile>
      <Heading>{title}</Heading>
      <p>{description}</p>
      <CheckList items={features} />
      <Footer>
        <Button to={link.to} variant="outline">
          {link.label}
          <span className="visually-hidden">: {title}</span>
        </Button>
      </Footer>
    </Item>
  );
}
