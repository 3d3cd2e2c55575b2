import { Field, NativeSelect } from '@chakra-ui/react';
import type { AccessLevel } from '@generated/model';
import { ACCESS_LEVELS, ROLE_LABELS } from '@/shared/access/permissions';

/** What each role may do, in the role picker (the contract's permissions table in words). */
const ROLE_HINTS: Record<AccessLevel, string> = {
  admin: 'Everything, including the team, integrations and account settings.',
  member: 'Works on issues, findings and cases; reads settings.',
  viewer: 'Reads everything; changes nothing but their own settings.',
};

/** The role select of the invite form and the member dialogs (issue #28), with what the chosen role may do. */
export function RolePicker({
  value,
  onChange,
  lockedReason,
}: {
  value: AccessLevel;
  onChange: (level: AccessLevel) => void;
  lockedReason?: string | undefined;
}) {
  return (
    <Field.Root disabled={Boolean(lockedReason)}>
      <Field.Label>Role</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name="access_level" value={value} onChange={(event) => onChange(event.target.value as AccessLevel)}>
          {ACCESS_LEVELS.map((level) => (
            <option key={level} value={level}>
              {ROLE_LABELS[level]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{lockedReason ?? ROLE_HINTS[value]}</Field.HelperText>
    </Field.Root>
  );
}
