import styled from "styled-components";
import { CircleCheck } from "lucide";
import { LayoutIcon } from "./layout-icon";

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li { display: flex; gap: 0.5rem; align-items: flex-start; }
  svg { flex: none; margin-top: 0.2rem; color: ${({ theme }) => theme.colors.success}; }
`;

/** A list of short points, each with a check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <List className={className}>
      {items.map((item, position) => (
        <li key={position}>
          <LayoutIcon icon={CircleCheck} size={18} />
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}
