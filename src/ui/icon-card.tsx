import type { IconNode } from "lucide";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Card } from "./card";
import { LayoutIcon } from "./layout-icon";
import { Icon } from "./icon";
import { THIN_STROKE } from "./icon-svg";

const IconTile = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

type IconCardProps = {
  /** An icon named in the card's data, or one the layout chooses. */
  icon?: Queries.IconGlyphFragment | IconNode | null;
  title: string;
  description?: string | null;
  /** Heading level inside the card; keeps the page outline in order. */
  headingLevel?: "h2" | "h3" | "h4";
  as?: "li" | "article" | "div";
  children?: ReactNode;
  className?: string;
};

/** The common card: icon tile, heading, text, then anything extra (lists, links). */
export function IconCard({ icon, title, description, headingLevel = "h3", as = "li", children, className }: IconCardProps) {
  const Heading = headingLevel;
  return (
    <Card as={as} className={className}>
      {icon && <IconTile>{Array.isArray(icon) ? <LayoutIcon icon={icon} strokeWidth={THIN_STROKE} /> : <Icon glyph={icon} />}</IconTile>}
      <Heading>{title}</Heading>
      {description && <p>{description}</p>}
      {children}
    </Card>
  );
}
