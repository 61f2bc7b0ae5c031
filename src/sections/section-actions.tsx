import { graphql } from "gatsby";
import styled from "styled-components";
import { Button, type ButtonVariant } from "../ui/button";
import { ScheduleButton } from "../ui/schedule-button";

export const query = graphql`
  fragment SectionActionFields on SectionAction {
    label
    to
    scheduler
    variant
  }
`;

type Action = Queries.SectionActionFieldsFragment;

const Row = styled.div<{ $align: "start" | "center" }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: ${({ $align }) => ($align === "center" ? "center" : "flex-start")};
  margin-top: ${({ theme }) => theme.space.xl};
`;

type SectionActionProps = {
  action: Action;
  fallback?: ButtonVariant;
  size?: "default" | "lg";
  /** What the button is about (a card's title): heard after the label, so a list of links tells repeated "Get Started"s apart. */
  subject?: string;
};

/** One button from data: a page of this site (`to`) or the external scheduler (`scheduler: true`). */
export function SectionAction({ action, fallback = "default", size = "lg", subject }: SectionActionProps) {
  const variant = action.variant ?? fallback;
  if (action.scheduler) return <ScheduleButton label={action.label} variant={variant} size={size} />;
  // The schema makes every other action name a page, so its address is always there; rendering
  // happens at build time, where this stops the build rather than publish a button to nowhere.
  if (!action.to) throw new Error(`The action "${action.label}" names no page and is no scheduler link`);
  return (
    <Button to={action.to} variant={variant} size={size}>
      {action.label}
      {subject && <span className="visually-hidden">: {subject}</span>}
    </Button>
  );
}

/** The buttons under a section (none renders nothing). */
export function SectionActions({ actions, align = "center" }: { actions: readonly Action[] | null | undefined; align?: "start" | "center" }) {
  if (!actions || actions.length === 0) return null;
  return (
    <Row $align={align}>
      {actions.map((action, position) => (
        <SectionAction key={position} action={action} />
      ))}
    </Row>
  );
}
