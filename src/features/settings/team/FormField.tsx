import { Alert, Field, Input } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export interface FormFieldProps {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  helper?: string;
  /** The form's first field: it takes focus when the form opens (#26.7), not the frame's close button. */
  autoFocus?: boolean;
}

/** A labelled text input with its validation message, as the settings forms use it. */
export function FormField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  helper,
  autoFocus = false,
}: FormFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // A frame that opens with the form rendered picks the field by its data-autofocus. One that opened before the
  // form's code arrived put focus on its own controls (Close): take it from there, never from outside the frame.
  useEffect(() => {
    const field = input.current;
    const focused = field?.ownerDocument.activeElement;
    const frame = field?.closest('[role="dialog"], [role="alertdialog"]');
    if (autoFocus && field && frame?.contains(focused ?? null) && !(focused instanceof HTMLInputElement)) field.focus();
  }, [autoFocus]);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={input}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** Why a write failed, beside the form that stays open with what was typed (the server's text rendered as text). */
export function FormFailure({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Alert.Root status="error" variant="subtle" size="sm" borderRadius="md" role="alert">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}
