import type { IconNode } from "lucide";
import type { ReactNode } from "react";
import styled from "styled-components";
import { LayoutIcon } from "../../ui/layout-icon";
import { IconCard } from "../../ui/icon-card";
import { THIN_STROKE } from "../../ui/icon-svg";

/** A card of the contact page's side column: its heading is an h2 of the page, sized like a card title. */
export const ContactPanel = styled(IconCard)`
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; margin: 0; }
`;

/** Label and value pairs (phone, e-mail, address...); values are often links, so they keep full contrast. */
export const ContactList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  dt { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  dt svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
  dd { margin: 0.25rem 0 0 calc(18px + ${({ theme }) => theme.space.sm}); color: ${({ theme }) => theme.colors.text}; }
  address { font-style: normal; }
  a { display: inline-flex; align-items: center; min-height: 1.5rem; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

/** One pair of a ContactList, its label led by a decorative icon. */
export function ContactItem({ icon, label, children }: { icon: IconNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <LayoutIcon icon={icon} size={18} strokeWidth={THIN_STROKE} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
