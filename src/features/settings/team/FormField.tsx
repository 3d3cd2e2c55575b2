import { Field, Input } from '@chakra-ui/react';
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
  // A frame that opened before this form's code arrived put focus on its own controls: take it from there. Frames
  // that open with the form already rendered pick the field by its data-autofocus.
  useEffect(() => {
    const field = input.current;
    const focused = field?.ownerDocument.activeElement;
    if (autoFocus && field && !(focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) field.focus();
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
