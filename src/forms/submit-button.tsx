import { useEffect, useRef } from "react";
import { Button } from "../ui/button";

type SubmitButtonProps = {
  submitting: boolean;
  /** False until React has taken over the form (see useFormValues). */
  ready: boolean;
  label: string;
  submittingLabel: string;
};

/**
 * The form's submit button: disabled and relabelled while an enquiry is being sent (docs/requirements.md,
 * States). Disabling the focused button drops focus to the page; when sending ends, focus
 * comes back here so a keyboard user keeps their place in the form.
 */
export function SubmitButton({ submitting, ready, label, submittingLabel }: SubmitButtonProps) {
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
    <div ref={wrapper}>
      <Button type="submit" variant="corporate" size="lg" fullWidth disabled={submitting || !ready}>
        {submitting ? submittingLabel : label}
      </Button>
    </div>
  );
}
