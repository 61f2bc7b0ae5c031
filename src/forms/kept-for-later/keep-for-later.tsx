/**
 * Keeping an enquiry on this device after it did not reach us (docs/forms.md, Kept for later):
 * the offer's content and the keeping itself. A chunk of its own, out of every page's first load:
 * a form loads it when it first gets focus (src/forms/kept-for-later/keep-offer.tsx), so it is there when sending
 * fails for want of a connection.
 */
import styled from "styled-components";
import { keepPendingEnquiry, type PendingEnquiry } from "./pending-enquiries";
import { sendPendingWhenOnline } from "./send-pending-enquiries";
import { Button } from "../../ui/button";
import type { FormsCopy } from "../use-forms-copy";

/** Keeps it and sends it when the connection returns; false when the browser refuses storage. */
export function keepForLater(entry: PendingEnquiry): boolean {
  if (!keepPendingEnquiry(entry)) return false;
  sendPendingWhenOnline();
  return true;
}

export type OfferProps = {
  copy: FormsCopy["keepForLater"];
  onKeep: () => void;
  onDecline: () => void;
};

/** The offer's buttons disappear once pressed: focus goes back to the form's send button, not to the page. */
function focusSendButton(pressed: HTMLElement) {
  pressed.closest("form")?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
}

/**
 * The offer: what keeping means, and the visitor's two choices; nothing is kept without the first.
 * No label of its own: it is read out as it appears (a live region, see KeepOffer), and a label
 * starting "Your message ..." would also answer to the message field's name.
 */
export function Offer({ copy, onKeep, onDecline }: OfferProps) {
  return (
    <Box>
      <Text>{copy.offer}</Text>
      <Choices>
        <Button
          type="button"
          variant="corporate"
          onClick={(event) => {
            focusSendButton(event.currentTarget);
            onKeep();
          }}
        >
          {copy.keepLabel}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={(event) => {
            focusSendButton(event.currentTarget);
            onDecline();
          }}
        >
          {copy.declineLabel}
        </Button>
      </Choices>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Text = styled.p`
  margin: 0;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
