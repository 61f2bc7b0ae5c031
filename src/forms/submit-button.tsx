import { useEffect, useRef } from "react";
import styled from "styled-components";
import { Button } from "../ui/button";
import { WITHOUT_SCRIPTS } from "../lib/scripts-run";

type SubmitButtonProps = {
  submitting: boolean;
  label: string;
  submittingLabel: string;
};

/** Sending needs the page's scripts: without them the button is not shown (the form's NoScriptNote says so instead). */
const Wrapper = styled.div`
  ${WITHOUT_SCRIPTS} & { display: none; }
`;

/**
 * The form's submit button: disabled and relabelled while an enquiry is being sent (docs/requirements.md,
 * States). It is enabled from the first paint: a press before the form is live takes effect once
 * it is, so it is never lost, and the keyboard reaches it
 * at all times. Disabling the focused button drops focus to the page; when sending ends, focus
 * comes back here so a keyboard user keeps their place in the form.
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
      <Button type="submit" variant="corporate" size="lg" fullWidth disabled={submitting}>
        {submitting ? submittingLabel : label}
      </Button>
    </Wrapper>
  );
}
