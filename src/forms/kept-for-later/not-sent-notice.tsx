/**
 * The notice for a kept enquiry that will not be sent (docs/forms.md, Kept for later): refused for
 * good by the database, or still unsent when its days on the device are over. Shown once, as a
 * toast that stays until closed: the form's text (data/forms.json) with the team's e-mail address
 * (data/site.json), and the enquiry's own words to copy, so nothing the visitor wrote is lost.
 * A chunk of its own, loaded only when such an enquiry is found.
 */
import { useRef, useState } from "react";
import styled, { ThemeProvider } from "styled-components";
import type { PendingEnquiry } from "./pending-enquiries";
import { loadToasts } from "../../ui/toasts";
import { theme } from "../../theme/theme";
import { Button } from "../../ui/button";

/** What the visitor wrote, message first, one value a line; empty fields left out. */
export function enquiryText(payload: PendingEnquiry["payload"]): string {
  const details = [payload.name, payload.email, payload.phone, payload.company].filter((value) => value.trim() !== "");
  return [payload.message, "", ...details].join("\n");
}

type NoticeProps = { entry: PendingEnquiry & { notSent: NonNullable<PendingEnquiry["notSent"]> }; onClose: () => void };

export function NotSentNotice({ entry, onClose }: NoticeProps) {
  const { notSent } = entry;
  const [copied, setCopied] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const fieldId = `not-sent-${entry.payload.submission_key}`;
  const copy = () => {
    // Where the clipboard is not available, the text is selected for the visitor to copy.
    const select = () => textArea.current?.select();
    if (!navigator.clipboard) {
      select();
      return;
    }
    navigator.clipboard.writeText(textArea.current?.value ?? "").then(() => setCopied(true), select);
  };
  return (
    <Box>
      <Text>
        {notSent.message} <a href={`mailto:${notSent.email}`}>{notSent.email}</a>
      </Text>
      <label htmlFor={fieldId}>{notSent.textLabel}</label>
      <TextArea id={fieldId} ref={textArea} readOnly rows={5} value={enquiryText(entry.payload)} />
      <Choices>
        <Button type="button" variant="corporate" onClick={copy}>
          {notSent.copyLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {notSent.closeLabel}
        </Button>
      </Choices>
      <Text aria-live="polite">{copied ? notSent.copiedMessage : ""}</Text>
    </Box>
  );
}

/** Shows the notice until the visitor closes it; without its texts (kept by an older page) it logs instead. */
export async function showNotSentNotice(entry: PendingEnquiry): Promise<void> {
  const { notSent } = entry;
  if (!notSent) {
    console.error("A kept enquiry could not be sent and is no longer kept:", entry.payload);
    return;
  }
  const { default: toast } = await loadToasts();
  toast(
    (shown) => (
      <ThemeProvider theme={theme}>
        <NotSentNotice entry={{ ...entry, notSent }} onClose={() => toast.dismiss(shown.id)} />
      </ThemeProvider>
    ),
    { id: `not-sent-${entry.payload.submission_key}`, duration: Infinity },
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme: t }) => t.space.sm};
  max-width: 32rem;
`;

const Text = styled.p`
  margin: 0;
`;

const TextArea = styled.textarea`
  width: 100%;
  font: inherit;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme: t }) => t.space.sm};
`;
