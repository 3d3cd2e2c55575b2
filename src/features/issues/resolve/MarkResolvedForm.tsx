import {
  Alert,
  Button,
  Checkbox,
  Field,
  Fieldset,
  HStack,
  Heading,
  NativeSelect,
  RadioGroup,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { ResolutionFormData } from '@generated/model';
import { QueryState } from '@/shared/ui/QueryState';
import type { SummaryIssue } from '../model/issue-model';
import { RESOLVE_MESSAGES } from './resolve-flow';
import {
  EMPTY_RESOLVE_FORM,
  RESOLUTION_TEXT_MAX,
  RESOLUTION_TEXT_MAX_ROWS,
  optionRequired,
  resolveButtonLabel,
  validateResolveForm,
  type AssetSelection,
  type ResolveFormValues,
} from './resolve-rules';

export interface MarkResolvedFormProps {
  issue: SummaryIssue;
  formData: ResolutionFormData | undefined;
  formDataPending: boolean;
  formDataError: unknown;
  /** Loads the form's data again after a failure. */
  onRetryFormData?: () => void;
  inProcess: boolean;
  scanInProgress: boolean;
  /** Offer the issue's technologies (technologies_issues_mark_as_resolved_enabled). */
  withTechnologies: boolean;
  initialValues?: ResolveFormValues;
  onChange?: (values: ResolveFormValues) => void;
  onSubmit: (values: ResolveFormValues) => void;
}

const ASSET_TYPE_PLURALS: Record<string, string> = {
  domain: 'domains',
  subdomain: 'subdomains',
  email: 'e-mail addresses',
  host: 'hosts',
  integration: 'integrations',
  device: 'devices',
  user: 'users',
};

/** 'Mark issue as resolved' (console-platform.md §2.5, §5). Values survive a failed attempt through onChange/initialValues. */
export function MarkResolvedForm({
  issue,
  formData,
  formDataPending,
  formDataError,
  onRetryFormData,
  inProcess,
  scanInProgress,
  withTechnologies,
  initialValues = EMPTY_RESOLVE_FORM,
  onChange,
  onSubmit,
}: MarkResolvedFormProps) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const actions = formData?.actions ?? [];
  const errors = submitted ? validateResolveForm(values, actions) : {};
  const action = actions.find((a) => a.id === values.actionId);
  const needsOption = optionRequired(action);
  const busy = inProcess || scanInProgress;

  const update = (patch: Partial<ResolveFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    onChange?.(next);
  };

  const assets = issue.assets ?? [];
  const groups = [...new Set(assets.map((a) => a.asset_type))];
  const hasGroup = (type: string) => values.assets.some((s) => s.kind === 'group' && s.assetType === type);
  const hasAsset = (id: string) => values.assets.some((s) => s.kind === 'asset' && s.id === id);
  const toggle = (item: AssetSelection, on: boolean) => {
    const same = (s: AssetSelection) =>
      s.kind === 'group' && item.kind === 'group'
        ? s.assetType === item.assetType
        : s.kind === 'asset' && item.kind === 'asset' && s.id === item.id;
    update({ assets: on ? [...values.assets.filter((s) => !same(s)), item] : values.assets.filter((s) => !same(s)) });
  };

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      aria-labelledby="mark-resolved-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (busy || Object.keys(validateResolveForm(values, actions)).length > 0) return;
        onSubmit(values);
      }}
    >
      <Heading id="mark-resolved-title" as="h4" textStyle="md" fontWeight="semibold">
        Mark issue as resolved
      </Heading>
      <QueryState isPending={formDataPending} error={null} loadingLabel="Loading the form…">
        {formDataError ? (
          <Alert.Root status="error" variant="subtle" borderRadius="md" alignItems="center">
            <Alert.Indicator />
            <Alert.Title flex="1">{RESOLVE_MESSAGES.submitFailed()}</Alert.Title>
            {onRetryFormData ? (
              <Button size="xs" variant="outline" onClick={onRetryFormData}>
                Try again
              </Button>
            ) : null}
          </Alert.Root>
        ) : (
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.action)} required>
              <Fieldset.Root>
                <Fieldset.Legend textStyle="sm" fontWeight="medium">
                  What did you do? <Field.RequiredIndicator />
                </Fieldset.Legend>
                <RadioGroup.Root
                  size="sm"
                  colorPalette="brand"
                  value={values.actionId || null}
                  onValueChange={(e) => update({ actionId: e.value ?? '', optionId: '' })}
                  mt="2"
                >
                  <Stack gap="2">
                    {actions.map((a) => (
                      <RadioGroup.Item key={a.id} value={a.id}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{a.value}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
              </Fieldset.Root>
              <Field.ErrorText>{errors.action}</Field.ErrorText>
            </Field.Root>

            {needsOption ? (
              <Field.Root invalid={Boolean(errors.option)} required>
                <Field.Label>
                  Reason <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field value={values.optionId} onChange={(e) => update({ optionId: e.target.value })}>
                    <option value="">Select a reason</option>
                    {(formData?.options ?? []).map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.value}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.option}</Field.ErrorText>
              </Field.Root>
            ) : null}

            {assets.length > 0 ? (
              <Fieldset.Root>
                <Fieldset.Legend textStyle="sm" fontWeight="medium">
                  Assets (optional)
                </Fieldset.Legend>
                <Fieldset.HelperText textStyle="xs">
                  Leave them all unticked to mark the issue resolved on every asset.
                </Fieldset.HelperText>
                <Stack gap="2" mt="1" maxH="48" overflowY="auto" pe="1">
                  {groups.map((type) => {
                    const members = assets.filter((a) => a.asset_type === type);
                    const groupOn = hasGroup(type);
                    return (
                      <Stack key={type} gap="1.5">
                        {members.length > 1 ? (
                          <SelectBox checked={groupOn} onChange={(on) => toggle({ kind: 'group', assetType: type }, on)}>
                            All {ASSET_TYPE_PLURALS[type] ?? type} ({members.length})
                          </SelectBox>
                        ) : null}
                        <Stack gap="1.5" ps={members.length > 1 ? '6' : '0'}>
                          {members.map((asset) => (
                            <SelectBox
                              key={asset.id}
                              checked={groupOn || hasAsset(asset.id)}
                              disabled={groupOn}
                              onChange={(on) => toggle({ kind: 'asset', id: asset.id }, on)}
                            >
                              {asset.hostname}
                            </SelectBox>
                          ))}
                        </Stack>
                      </Stack>
                    );
                  })}
                </Stack>
              </Fieldset.Root>
            ) : null}

            {withTechnologies && (issue.technologies?.length ?? 0) > 0 ? (
              <Fieldset.Root>
                <Fieldset.Legend textStyle="sm" fontWeight="medium">
                  Technologies (optional)
                </Fieldset.Legend>
                <Stack gap="1.5" mt="1">
                  {(issue.technologies ?? []).map((tech) => (
                    <SelectBox
                      key={tech.id}
                      checked={values.technologyIds.includes(tech.id)}
                      onChange={(on) =>
                        update({
                          technologyIds: on
                            ? [...values.technologyIds, tech.id]
                            : values.technologyIds.filter((id) => id !== tech.id),
                        })
                      }
                    >
                      {tech.name}
                    </SelectBox>
                  ))}
                </Stack>
              </Fieldset.Root>
            ) : null}

            <Field.Root invalid={Boolean(errors.resolutionText)} required>
              <Field.Label>
                How was it resolved? <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                size="sm"
                autoresize
                rows={3}
                maxH={`${RESOLUTION_TEXT_MAX_ROWS}lh`}
                value={values.resolutionText}
                onChange={(e) => update({ resolutionText: e.target.value })}
                placeholder="What changed, where, and when"
              />
              <HStack justify="space-between" w="full">
                <Field.ErrorText>{errors.resolutionText}</Field.ErrorText>
                <Text
                  textStyle="xs"
                  color={values.resolutionText.length > RESOLUTION_TEXT_MAX ? 'fg.error' : 'fg.muted'}
                  className="tabular-nums"
                  ms="auto"
                >
                  {values.resolutionText.length}/{RESOLUTION_TEXT_MAX}
                </Text>
              </HStack>
            </Field.Root>

            <Button
              type="submit"
              colorPalette="brand"
              size="sm"
              alignSelf="flex-start"
              disabled={busy}
              loading={inProcess}
              loadingText="Validating..."
              spinnerPlacement="start"
            >
              {resolveButtonLabel(inProcess, scanInProgress)}
            </Button>
          </Stack>
        )}
      </QueryState>
    </chakra.form>
  );
}

function SelectBox({
  checked,
  disabled,
  onChange,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Checkbox.Root
      size="sm"
      colorPalette="brand"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => onChange(e.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal" wordBreak="break-all">
        {children}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
