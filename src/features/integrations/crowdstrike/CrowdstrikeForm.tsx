import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useDiscardGuard } from '@/shared/dialogs/discard-guard';
import { useKeptForm } from '@/shared/persistence/use-kept-form';
import { ENCRYPTION_MESSAGE } from '../model/integration-errors';
import { encryptClientData, type ClientDataFields } from './client-data';
import { FIELDS, MAX_LENGTH, trimmed, validateField, validateForm, type FieldErrors, type FieldName } from './form-rules';

export interface CrowdstrikeFormProps {
  /** The account's public key; null while it loads or when it could not be loaded. */
  publicKey: string | null;
  keyState: 'loading' | 'ready' | 'failed';
  busy: boolean;
  /** Receives only the ciphertext. */
  onSubmit: (clientData: string) => void;
  /** Test seam: the encryption (Web Crypto RSA-OAEP with SHA-256 by default). */
  encrypt?: (fields: ClientDataFields, publicKey: string) => Promise<string>;
}

const EMPTY: ClientDataFields = { client_id: '', client_secret: '', base_url: '' };

/**
 * The CrowdStrike form (console-platform.md §2.7, §5): Client ID, Client Secret, Base URL, all required. The
 * values are encrypted with the account's public key in the browser; only the ciphertext is handed on. The
 * secret lives in this component's state only: never in the URL, storage, a log or an error report.
 */
export function CrowdstrikeForm({ publicKey, keyState, busy, onSubmit, encrypt = encryptClientData }: CrowdstrikeFormProps) {
  const [values, setValues] = useState<ClientDataFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [encrypting, setEncrypting] = useState(false);
  const [encryptionFailed, setEncryptionFailed] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  // Changes ask before the drawer closes or steps (#26.4, #26.13; not once sent); a re-login keeps them, never the
  // secret (#26.2).
  const dirty = FIELDS.some((field) => values[field.name] !== EMPTY[field.name]);
  useDiscardGuard(dirty && !busy && !encrypting);
  useKeptForm({
    form: 'crowdstrike',
    values,
    dirty,
    secret: ['client_secret'],
    restore: (kept) => setValues({ ...EMPTY, ...kept }),
  });

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setEncryptionFailed(false);
    if (submitted || errors[name]) setErrors((current) => ({ ...current, [name]: validateField(name, value) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateForm(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field.name]);
    if (first) {
      inputs.current[first.name]?.focus();
      return;
    }
    if (!publicKey) {
      setEncryptionFailed(true);
      return;
    }
    setEncrypting(true);
    try {
      const clientData = await encrypt(trimmed(values), publicKey);
      setEncryptionFailed(false);
      onSubmit(clientData);
    } catch {
      setEncryptionFailed(true);
    } finally {
      setEncrypting(false);
    }
  };

  const working = busy || encrypting;
  return (
    // method post: a form that somehow submitted natively would never put the values in a URL.
    <form method="post" noValidate autoComplete="off" aria-label="CrowdStrike client" onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        {FIELDS.map((field) => (
          <Field.Root key={field.name} invalid={Boolean(errors[field.name])} required disabled={working}>
            <Field.Label>
              {field.label} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={(node) => {
                inputs.current[field.name] = node;
              }}
              name={field.name}
              type={field.secret ? 'password' : field.name === 'base_url' ? 'url' : 'text'}
              autoComplete={field.secret ? 'new-password' : 'off'}
              spellCheck={false}
              autoCapitalize="off"
              maxLength={MAX_LENGTH[field.name] + 20}
              placeholder={field.placeholder || undefined}
              value={values[field.name]}
              onChange={(event) => change(field.name, event.target.value)}
              onBlur={(event) =>
                setErrors((current) => ({ ...current, [field.name]: validateField(field.name, event.target.value) }))
              }
            />
            <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
          </Field.Root>
        ))}
        {encryptionFailed || keyState === 'failed' ? (
          <Alert.Root status="error" variant="subtle" borderRadius="md" role="alert">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{ENCRYPTION_MESSAGE}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={working}
          loadingText={encrypting ? 'Encrypting…' : 'Enabling…'}
          disabled={keyState === 'loading'}
        >
          Enable Integration
        </Button>
      </Stack>
    </form>
  );
}
