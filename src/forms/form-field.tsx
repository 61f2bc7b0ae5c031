import { type ReactElement, type ReactNode } from "react";
import styled, { css } from "styled-components";
import type { FieldCopy } from "./use-forms-copy";
import { useMatchingId } from "../island-helpers/use-matching-id";

/** What a field hands its control, so label, hint and error are tied to it for assistive technology. */
export type ControlProps = {
  id: string;
  placeholder?: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type FormFieldProps = {
  /** Label and optional hint under the control, from data/forms.json. */
  text: FieldCopy;
  required?: boolean;
  /** The validation message; shown and announced with the control while set. */
  error?: string;
  /** A live detail under the control, such as the message counter. */
  note?: ReactNode;
  children: (control: ControlProps) => ReactElement;
};

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: 0.2em;
`;

const Detail = styled.p<{ $tone: "muted" | "error" }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === "error" ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ $tone, theme }) => ($tone === "error" ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

/** Label, control, hint, note and error of one form field. */
export function FormField({ text, required = false, error, note, children }: FormFieldProps) {
  const { label, helper } = text;
  const id = useMatchingId(label);
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const noteId = `${id}-note`;
  const describedBy = [error && errorId, helper && helperId, note !== undefined && noteId].filter(Boolean).join(" ");

  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {children({
        id,
        placeholder: text.placeholder ?? undefined,
        required: required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {helper && (
        <Detail id={helperId} $tone="muted">
          {helper}
        </Detail>
      )}
      {note !== undefined && (
        <Detail id={noteId} $tone="muted">
          {note}
        </Detail>
      )}
      {error && (
        <Detail id={errorId} $tone="error">
          {error}
        </Detail>
      )}
    </Wrapper>
  );
}

const controlStyles = css`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.625rem 0.75rem;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};

  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
  &[aria-invalid="true"] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

export const TextInput = styled.input`${controlStyles}`;
export const Select = styled.select`${controlStyles}`;
export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 9rem;
  resize: vertical;
`;

/** Two fields side by side from tablet width, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;
