import { useEffect, useRef } from "react";
import styled from "styled-components";
import { Button } from "../ui/button";
import { PRESS_HELD } from "../island-helpers/scripts-run";

type SubmitButtonProps = {
  submitting: boolean;
  label: string;
  submittingLabel: string;
};

/**
 * A press taken before the form's code runs (PRESS_HELD) shows the sending label at once, by CSS:
 * the markup stays the server's, so the form hydrates as it was rendered.
 */
const Wrapper = styled.div`
  ${PRESS_HELD} & button > span { display: none; }
  ${PRESS_HELD} & button::after { content: attr(data-held-label); }
`;

/**
 * The form's submit button: disabled and relabelled while an enquiry is being sent (docs/requirements.md,
 * States). It is enabled from the first paint and works without scripts (the form then submits
 * natively): a press before the form is live is shown as sending and takes effect once it is, so
 * it is never lost, and the keyboard reaches it at all times. Disabling the focused button drops
 * focus to the page; when sending ends, focus comes back here so a keyboard user keeps their place
 * in the form.
 */
export function SubmitButton({ submitting, label, submittingLabel }: SubmitButtonProps) {
  // Button does not forward refs; the wrapper finds it.
  const wrapper = useRef<HTMLDivElement>(null);
  const wasSubmitting = useRef(false);

  useEffect(() => {
    const button = wrapper.current?.querySelector("button");
    if (wasSubmitting.current && !submitting && button) {
      // Focus left on the page or on a container of the button (a click on the disabled button
      // focuses the nearest focusable ancestor, e.g. <main tabindex="-1">) fell there; focus the
      // visitor moved elsewhere on purpose stays where it is.
      const active = document.activeElement;
      if (!active || (active !== button && active.contains(button))) button.focus();
    }
    wasSubmitting.current = submitting;
  }, [submitting]);

  return (
    <Wrapper ref={wrapper}>
      <Button type="submit" variant="corporate" size="lg" fullWidth disabled={submitting} data-held-label={submittingLabel}>
        {submitting ? submittingLabel : <span>{label}</span>}
      </Button>
    </Wrapper>
  );
}
