import { Field, Input } from '@chakra-ui/react';

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
}

/** A labelled text input with its validation message, as the settings forms use it. */
export function FormField({ name, label, value, error, onChange, onBlur, type = 'text', autoComplete, helper }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
