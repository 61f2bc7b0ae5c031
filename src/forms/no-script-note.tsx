import styled from "styled-components";
import { telHref, useSiteData } from "../lib/use-site-data";
import { NOT_PLAIN, WITH_SCRIPTS } from "../island-helpers/scripts-run";

/**
 * Shown below Send wherever the form works as plain HTML: in a browser that runs no JavaScript,
 * where the form's code could not run (its island works as plain HTML), and while a live form hands an enquiry to
 * the plain submission (`shown`). It says that the form sends all the same and that a
 * confirmation page follows, and offers the team's e-mail address and phone number. Where the
 * form's scripts run, CSS hides it from the first paint (WITH_SCRIPTS, NOT_PLAIN): it is never drawn nor read.
 * Below Send, not above it: it can appear while the page is in use (the page's scripts fail to
 * arrive), and a Send that moved then would take a press meant for it elsewhere.
 */
const Note = styled.div<{ $shown: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};

  p, ul { margin: 0; }
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg}; padding: 0; list-style: none; }
  a { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  ${WITH_SCRIPTS} &${NOT_PLAIN} { display: ${({ $shown }) => ($shown ? "grid" : "none")}; }
`;

type NoScriptNoteProps = {
  text: string;
  /** Shown whatever the scripts: the form is sending natively. */
  shown?: boolean;
};

export function NoScriptNote({ text, shown = false }: NoScriptNoteProps) {
  const { contact } = useSiteData();
  return (
    <Note $shown={shown}>
      <p>{text}</p>
      <ul>
        <li>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
        <li>
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </li>
      </ul>
    </Note>
  );
}
