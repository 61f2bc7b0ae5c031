import { useCallback, useEffect, useRef, useState, type ChangeEvent } from "react";
import { flushSync } from "react-dom";

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Values and field errors of one form.
 *
 * Text typed (or restored by the browser on back/forward) before the form's code ran is in the inputs
 * but not in React state, where it would be sent as empty fields: on mount it is adopted. A press
 * on Send before then takes effect after that render.
 */
export function useFormValues<Values extends Record<string, string>>(empty: Values) {
  type Name = keyof Values & string;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});

  useEffect(() => {
    const form = formRef.current;
    if (form) {
      const typed: Partial<Record<Name, string>> = {};
      for (const name of Object.keys(empty) as Name[]) {
        const control = form.elements.namedItem(name);
        if (control && "value" in control && control.value !== "") typed[name] = control.value;
      }
      if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    }
    // Once, on mount: later changes reach state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `empty` only names the fields; re-reading the DOM when it changes would overwrite typed state
  }, []);

  /** docs/requirements.md, States: a field's error clears when that field is edited. */
  const setField = useCallback((name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest as Partial<Record<Name, string>>;
    });
  }, []);

  /** name, value and onChange of a control. */
  const bind = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<FieldElement>) => setField(name, event.target.value),
  });

  const focusField = useCallback((name: Name) => {
    const control = formRef.current?.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  }, []);

  /**
   * Shows the messages and moves focus to the first invalid field in `order`. The messages are
   * rendered before focus moves, so a screen reader reads the field together with its message.
   */
  const showErrors = useCallback(
    (found: Partial<Record<Name, string>>, order: readonly Name[]) => {
      flushSync(() => setErrors(found));
      const first = order.find((name) => found[name]);
      if (first) focusField(first);
    },
    [focusField],
  );

  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
  }, [empty]);

  return { formRef, values, errors, bind, setField, showErrors, focusField, reset };
}
