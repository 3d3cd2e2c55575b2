/** The text and choice fields of 'Mark issue as resolved': what was done, why (when asked), and how. */
import { Field, Fieldset, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import type { ResolutionFormData } from '@generated/model';
import { RESOLUTION_TEXT_MAX, RESOLUTION_TEXT_MAX_ROWS } from './resolve-rules';

type Actions = NonNullable<ResolutionFormData['actions']>;
type Options = NonNullable<ResolutionFormData['options']>;

export function ActionField(props: { actions: Actions; value: string; error?: string; onChange: (actionId: string) => void }) {
  return (
    <Field.Root invalid={Boolean(props.error)} required>
      <Fieldset.Root>
        <Fieldset.Legend textStyle="sm" fontWeight="medium">
          What did you do? <Field.RequiredIndicator />
        </Fieldset.Legend>
        <RadioGroup.Root
          size="sm"
          colorPalette="brand"
          value={props.value || null}
          onValueChange={(e) => props.onChange(e.value ?? '')}
          mt="2"
        >
          <Stack gap="2">
            {props.actions.map((a) => (
              <RadioGroup.Item key={a.id} value={a.id}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{a.value}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Root>
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

export function ReasonField(props: { options: Options; value: string; error?: string; onChange: (optionId: string) => void }) {
  return (
    <Field.Root invalid={Boolean(props.error)} required>
      <Field.Label>
        Reason <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          <option value="">Select a reason</option>
          {props.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.value}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

export function ResolutionTextField(props: { value: string; error?: string; onChange: (text: string) => void }) {
  const { value } = props;
  return (
    <Field.Root invalid={Boolean(props.error)} required>
      <Field.Label>
        How was it resolved? <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        size="sm"
        autoresize
        rows={3}
        maxH={`${RESOLUTION_TEXT_MAX_ROWS}lh`}
        value={value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder="What changed, where, and when"
      />
      <HStack justify="space-between" w="full">
        <Field.ErrorText>{props.error}</Field.ErrorText>
        <Text
          textStyle="xs"
          color={value.length > RESOLUTION_TEXT_MAX ? 'fg.error' : 'fg.muted'}
          className="tabular-nums"
          ms="auto"
        >
          {value.length}/{RESOLUTION_TEXT_MAX}
        </Text>
      </HStack>
    </Field.Root>
  );
}
