import { Alert, Button, Heading, Stack, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import type { ResolutionFormData } from '@generated/model';
import { QueryState } from '@/shared/ui/QueryState';
import type { SummaryIssue } from '../model/issue-model';
import { RESOLVE_MESSAGES } from './resolve-flow';
import { ActionField, ReasonField, ResolutionTextField } from './ResolveFields';
import { AssetChoice, TechnologyChoice } from './ResolveScope';
import {
  EMPTY_RESOLVE_FORM,
  optionRequired,
  resolveButtonLabel,
  validateResolveForm,
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
  /** What the user typed before a request that failed. */
  initialValues?: ResolveFormValues;
  onSubmit: (values: ResolveFormValues) => void;
}

/**
 * 'Mark issue as resolved' (console-platform.md §2.5, §5). Values survive a failed attempt through initialValues;
 * errors show once the user tried to send.
 */
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
  onSubmit,
}: MarkResolvedFormProps) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const actions = formData?.actions ?? [];
  const errors = submitted ? validateResolveForm(values, actions) : {};
  const busy = inProcess || scanInProgress;
  const assets = issue.assets ?? [];
  const technologies = withTechnologies ? (issue.technologies ?? []) : [];

  const update = (patch: Partial<ResolveFormValues>) => setValues({ ...values, ...patch });

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
          <FormDataFailed onRetry={onRetryFormData} />
        ) : (
          <Stack gap="4">
            <ActionField
              actions={actions}
              value={values.actionId}
              error={errors.action}
              onChange={(actionId) => update({ actionId, optionId: '' })}
            />
            {optionRequired(actions.find((a) => a.id === values.actionId)) ? (
              <ReasonField
                options={formData?.options ?? []}
                value={values.optionId}
                error={errors.option}
                onChange={(optionId) => update({ optionId })}
              />
            ) : null}
            {assets.length > 0 ? (
              <AssetChoice assets={assets} value={values.assets} onChange={(selection) => update({ assets: selection })} />
            ) : null}
            {technologies.length > 0 ? (
              <TechnologyChoice
                technologies={technologies}
                value={values.technologyIds}
                onChange={(technologyIds) => update({ technologyIds })}
              />
            ) : null}
            <ResolutionTextField
              value={values.resolutionText}
              error={errors.resolutionText}
              onChange={(resolutionText) => update({ resolutionText })}
            />
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

function FormDataFailed({ onRetry }: { onRetry?: () => void }) {
  return (
    <Alert.Root status="error" variant="subtle" borderRadius="md" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{RESOLVE_MESSAGES.submitFailed()}</Alert.Title>
      {onRetry ? (
        <Button size="xs" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert.Root>
  );
}
