import styled from "styled-components";
import { telHref, useSiteData } from "../lib/use-site-data";
import { WITH_SCRIPTS } from "../lib/scripts-run";

/**
 * Shown where Send is, in a browser that runs no JavaScript: the form cannot send there (its Send
 * is not shown, src/forms/submit-button.tsx), so the note says so and offers the team's e-mail
 * address and phone number. Where scripts run, CSS hides it from the first paint (WITH_SCRIPTS),
 * and the note is never drawn nor read.
 *
 * Enter in a field would still submit the form natively through the hidden Send (its default
 * button), posting the enquiry to a static page that cannot take it. So, only where scripts do not
 * run (<noscript> is parsed as HTML only there), a disabled submit button comes first: it becomes
 * the form's default button, and a disabled default button submits nothing.
 */
const Note = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};

  p, ul { margin: 0; }
  noscript { display: none; }
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg}; padding: 0; list-style: none; }
  a { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  ${WITH_SCRIPTS} & { display: none; }
`;

export function NoScriptNote({ text }: { text: string }) {
  const { contact } = useSiteData();
  return (
    <Note>
      <noscript>
        <button type="submit" disabled hidden />
      </noscript>
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
