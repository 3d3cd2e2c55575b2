import { Box, Button, Flex, HStack, Heading, IconButton, Input, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { validateDomain } from '@generated/api/domains/domains';
import type { Domain } from '@generated/model';
import { useSession } from '@/features/platform';
import { useDiscardGuard } from '@/shared/dialogs/discard-guard';
import { useKeptForm } from '@/shared/persistence/use-kept-form';
import { assetQueries } from '@/shared/queries/assets';
import { technologyCatalogueQuery } from '@/shared/queries/technology-catalogue';
import { QueryState } from '@/shared/ui/QueryState';
import {
  EMPTY_TAG_INPUT,
  MAX_DOMAINS,
  canAddDomains,
  canAddOnStep2,
  canGoNext,
  canSelectDiscovered,
  inputEnabled,
  invalidText,
  tagInputReducer,
  type TagEvent,
  type TagInputState,
} from '../model/domain-tags';
import { useFootprintDomains } from '../use-footprint-data';
import { addDomains, addTechnologies } from './add-flows';
import { domainOperation, filterOptions, technologyOptions, type TechnologyOption } from './add-footprint-model';

const TEXT = {
  discovered: 'Select relevant domains for enhanced security',
  addDomains: 'Add Domains',
  placeholder: "Enter domain URL's",
  format: 'Format: example.com, one domain per entry (press Enter, Tab, comma or space)',
  addTechnologies: 'Add Technologies',
  technologyPlaceholder: 'Enter technology name',
  checkFailed: 'The domain could not be checked, please try again',
} as const;

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Heading id={id} as="h3" textStyle="sm" fontWeight="semibold">
      {children}
    </Heading>
  );
}

/** Step 1: discovered domains to check, and the tag input for typed ones. */
function DomainsStep({
  discovered,
  selected,
  onToggle,
  onDismiss,
  tags,
  onTagEvent,
}: {
  discovered: readonly Domain[];
  selected: readonly string[];
  onToggle: (domain: string, checked: boolean) => void;
  onDismiss: (domain: string) => void;
  tags: TagInputState;
  onTagEvent: (event: TagEvent) => boolean;
}) {
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const context = { selected };
  const canSelect = canSelectDiscovered(tags, context);
  const enabled = inputEnabled(tags, context);
  const invalid = tags.tags.filter((tag) => tag.status === 'invalid');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onTagEvent({ type: 'commit' });
    } else if (event.key === 'Tab' && !event.shiftKey && tags.draft.trim()) {
      // Tab takes the text; it moves focus on only when there was nothing to take.
      if (onTagEvent({ type: 'commit' })) event.preventDefault();
    } else if (event.key === 'Backspace' && tags.draft === '' && tags.tags.length > 0) {
      const last = tags.tags[tags.tags.length - 1]!;
      onTagEvent({ type: 'remove', value: last.value });
    }
  };

  return (
    <Stack gap="6">
      {discovered.length > 0 ? (
        <Stack as="section" gap="2" aria-labelledby={`${ids}-discovered`}>
          <SectionHeading id={`${ids}-discovered`}>{TEXT.discovered}</SectionHeading>
          <Stack as="ul" gap="1" listStyleType="none" data-testid="discovered-domains">
            {discovered.map((domain) => {
              const checked = selected.includes(domain.domain_url);
              return (
                <HStack
                  as="li"
                  key={domain.id}
                  justify="space-between"
                  minH="8"
                  px="2"
                  borderRadius="md"
                  _hover={{ bg: 'bg.subtle' }}
                >
                  <Checkbox.Root
                    size="sm"
                    checked={checked}
                    disabled={!checked && !canSelect}
                    onCheckedChange={(event) => onToggle(domain.domain_url, event.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="normal">{domain.domain_url}</Checkbox.Label>
                  </Checkbox.Root>
                  {checked ? null : (
                    <IconButton
                      aria-label={`Dismiss ${domain.domain_url}`}
                      size="2xs"
                      variant="ghost"
                      colorPalette="gray"
                      onClick={() => onDismiss(domain.domain_url)}
                    >
                      <X />
                    </IconButton>
                  )}
                </HStack>
              );
            })}
          </Stack>
        </Stack>
      ) : null}

      <Stack as="section" gap="2" aria-labelledby={`${ids}-add`}>
        <SectionHeading id={`${ids}-add`}>{TEXT.addDomains}</SectionHeading>
        <Flex
          wrap="wrap"
          gap="1.5"
          p="1.5"
          minH="10"
          borderWidth="1px"
          borderRadius="md"
          borderColor={invalid.length > 0 ? 'border.error' : 'border'}
          bg="bg.panel"
          _focusWithin={{ borderColor: 'brand.border', boxShadow: '0 0 0 1px var(--chakra-colors-brand-border)' }}
          onClick={() => input.current?.focus()}
          data-testid="domain-tags"
        >
          {tags.tags.map((tag) => (
            <HStack
              key={tag.value}
              gap="1"
              ps="2"
              pe="0.5"
              h="7"
              borderRadius="sm"
              textStyle="sm"
              bg={tag.status === 'invalid' ? 'bg.error' : 'bg.subtle'}
              color={tag.status === 'invalid' ? 'fg.error' : 'fg'}
              data-tag-status={tag.status}
              data-testid="domain-tag"
            >
              {tag.status === 'invalid' ? (
                <chakra.button
                  type="button"
                  display="inline-flex"
                  alignItems="center"
                  gap="1"
                  borderRadius="sm"
                  focusVisibleRing="outside"
                  aria-label={`Edit ${tag.value}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onTagEvent({ type: 'edit', value: tag.value });
                    input.current?.focus();
                  }}
                >
                  <CircleAlert size={14} aria-hidden />
                  {tag.value}
                </chakra.button>
              ) : (
                <Text as="span">{tag.value}</Text>
              )}
              {tag.status === 'checking' ? <Spinner size="xs" aria-label={`Checking ${tag.value}`} /> : null}
              <IconButton
                aria-label={`Remove ${tag.value}`}
                size="2xs"
                variant="ghost"
                colorPalette="gray"
                onClick={(event) => {
                  event.stopPropagation();
                  onTagEvent({ type: 'remove', value: tag.value });
                }}
              >
                <X />
              </IconButton>
            </HStack>
          ))}
          <Input
            ref={input}
            flex="1"
            minW="40"
            h="7"
            px="1"
            border="0"
            _focusVisible={{ outline: 'none', boxShadow: 'none' }}
            aria-label={TEXT.addDomains}
            aria-describedby={`${ids}-format ${ids}-errors`}
            aria-invalid={invalid.length > 0 || undefined}
            placeholder={TEXT.placeholder}
            value={tags.draft}
            disabled={!enabled}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            onChange={(event) => onTagEvent({ type: 'input', text: event.target.value })}
            onKeyDown={onKeyDown}
            onBlur={() => onTagEvent({ type: 'commit' })}
          />
        </Flex>
        <Text id={`${ids}-format`} textStyle="xs" color="fg.muted">
          {TEXT.format}. Up to {MAX_DOMAINS} domains, selected ones included.
        </Text>
        <Stack id={`${ids}-errors`} gap="1" role="alert" data-testid="domain-errors">
          {invalid.map((tag) => (
            <Text key={tag.value} textStyle="sm" color="fg.error">
              {invalidText(tag)}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

/** Step 2: a searchable single-select over the catalogue and the chosen technologies. */
function TechnologiesStep({
  options,
  isPending,
  error,
  chosen,
  onChoose,
  onRemove,
}: {
  options: readonly TechnologyOption[];
  isPending: boolean;
  error: unknown;
  chosen: readonly { id: string; name: string }[];
  onChoose: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const ids = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = useMemo(() => filterOptions(options, typed), [options, typed]);
  const activeOption = open ? shown[Math.min(active, shown.length - 1)] : undefined;

  const choose = (option: TechnologyOption | undefined) => {
    if (!option || option.disabled) return;
    onChoose(option.id);
    setTyped('');
    setActive(0);
    // A single select: the list closes on a choice, so it no longer covers the chosen list and the buttons.
    setOpen(false);
  };
  const move = (step: number) => {
    setOpen(true);
    if (shown.length === 0) return;
    setActive((current) => (Math.min(current, shown.length - 1) + step + shown.length) % shown.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only; the drawer stays open.
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <Stack as="section" gap="3" aria-labelledby={`${ids}-heading`}>
      <SectionHeading id={`${ids}-heading`}>{TEXT.addTechnologies}</SectionHeading>
      <QueryState isPending={isPending} error={error} loadingLabel="Loading technologies…">
        <Box position="relative">
          <Input
            role="combobox"
            aria-label={TEXT.technologyPlaceholder}
            aria-expanded={open}
            aria-controls={`${ids}-list`}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? `${ids}-${activeOption.id}` : undefined}
            placeholder={TEXT.technologyPlaceholder}
            value={typed}
            autoComplete="off"
            onChange={(event) => {
              setTyped(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <Box
            as="ul"
            id={`${ids}-list`}
            role="listbox"
            aria-label="Technologies"
            hidden={!open}
            position="absolute"
            zIndex="dropdown"
            top="calc(100% + 4px)"
            insetX="0"
            maxH="64"
            overflowY="auto"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            borderRadius="md"
            boxShadow="md"
            py="1"
            listStyleType="none"
          >
            {shown.length === 0 ? (
              <Box as="li" px="3" py="2" textStyle="sm" color="fg.muted">
                No results found
              </Box>
            ) : (
              shown.map((option) => (
                <Box
                  as="li"
                  key={option.id}
                  id={`${ids}-${option.id}`}
                  role="option"
                  aria-selected={option.id === activeOption?.id}
                  aria-disabled={option.disabled || undefined}
                  px="3"
                  py="1.5"
                  textStyle="sm"
                  cursor={option.disabled ? 'not-allowed' : 'pointer'}
                  color={option.disabled ? 'fg.muted' : 'fg'}
                  bg={option.id === activeOption?.id ? 'bg.subtle' : undefined}
                  // Keeps focus in the input while an option is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  {option.label}
                </Box>
              ))
            )}
          </Box>
        </Box>
        {chosen.length > 0 ? (
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Chosen technologies" data-testid="chosen-technologies">
            {chosen.map((technology) => (
              <HStack as="li" key={technology.id} justify="space-between" minH="8" px="2" borderRadius="md" bg="bg.subtle">
                <Text textStyle="sm">{technology.name}</Text>
                <IconButton
                  aria-label={`Remove ${technology.name}`}
                  size="2xs"
                  variant="ghost"
                  colorPalette="gray"
                  onClick={() => onRemove(technology.id)}
                >
                  <X />
                </IconButton>
              </HStack>
            ))}
          </Stack>
        ) : null}
      </QueryState>
    </Stack>
  );
}

/**
 * The add drawer (console-platform.md §2.6, §5): step 1 adds domains (discovered ones and typed ones, each checked
 * by the server), step 2 (with add_technologies_enabled) technologies. A failed submit keeps everything entered.
 */
export default function AddFootprintPanel({ onDone }: { onDone: () => void }) {
  const { accountId, flags } = useSession();
  const queryClient = useQueryClient();
  const withTechnologies = flags.add_technologies_enabled;
  const domains = useFootprintDomains(accountId);
  const existing = useQuery(assetQueries.technologies(accountId));
  const catalogue = useQuery({ ...technologyCatalogueQuery(accountId), enabled: withTechnologies });

  const [step, setStep] = useState<1 | 2>(1);
  const [tags, setTags] = useState<TagInputState>(EMPTY_TAG_INPUT);
  const [selected, setSelected] = useState<string[]>([]);
  const [dismissed, setDismissed] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const context = { selected };

  const discovered = useMemo(
    () => domains.discovered.filter((domain) => !dismissed.includes(domain.domain_url)),
    [domains.discovered, dismissed],
  );
  const options = useMemo(
    () => technologyOptions(catalogue.data ?? [], existing.data ?? [], chosen),
    [catalogue.data, existing.data, chosen],
  );
  const chosenList = useMemo(
    () => chosen.map((id) => ({ id, name: catalogue.data?.find((option) => option.id === id)?.name ?? id })),
    [chosen, catalogue.data],
  );

  // The latest tag state, so a server answer and a keystroke arriving in the same frame never undo each other.
  const latestTags = useRef(tags);
  const applyTags = (next: TagInputState) => {
    latestTags.current = next;
    setTags(next);
  };
  const check = (value: string) => {
    validateDomain(accountId, { domain_url: value })
      .then((answer) => ({ isValid: answer.is_valid, message: answer.message }))
      .catch(() => ({ isValid: false, message: TEXT.checkFailed }))
      .then((result) => applyTags(tagInputReducer(latestTags.current, { type: 'validated', value, ...result }, context).state));
  };
  const onTagEvent = (event: TagEvent) => {
    const transition = tagInputReducer(latestTags.current, event, context);
    applyTags(transition.state);
    transition.validate.forEach(check);
    return transition.took;
  };

  // Changes ask before the drawer closes (#26.4; not while they are being added); a re-login keeps the typed domains
  // and the choices (#26.2).
  const dirty = tags.tags.length > 0 || tags.draft.trim() !== '' || selected.length > 0 || chosen.length > 0;
  useDiscardGuard(dirty && !submitting);
  useKeptForm({
    form: `digitalFootprint:${accountId}`,
    values: { domains: tags.tags.map((tag) => tag.value), draft: tags.draft, selected, chosen },
    dirty,
    restore: (kept) => {
      const texts = (list: unknown) => (Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
      setSelected(texts(kept.selected));
      setChosen(texts(kept.chosen));
      onTagEvent({ type: 'input', text: [...texts(kept.domains), kept.draft ?? ''].join(' ') });
    },
  });

  const hasDomains = selected.length + tags.tags.length > 0;
  const canSubmit =
    !submitting && (withTechnologies ? step === 2 && canAddOnStep2(tags, context, chosen.length) : canAddDomains(tags, context));

  const submit = async () => {
    setSubmitting(true);
    const flow = { accountId, queryClient, monitorRunning: flags.mark_as_resolved_enabled };
    if (hasDomains) {
      const added = await addDomains(domainOperation(domains.discovered, selected, tags.tags), flow);
      if (!added) {
        setSubmitting(false);
        return;
      }
      // Added domains are not sent again if the technologies fail next.
      applyTags(EMPTY_TAG_INPUT);
      setSelected([]);
    }
    if (chosen.length > 0 && !(await addTechnologies(chosen, flow))) {
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    onDone();
  };

  return (
    <Stack gap="6" data-testid="add-footprint" data-step={step}>
      {withTechnologies ? (
        <Text textStyle="sm" color="fg.muted" className="tabular-nums" aria-live="polite" data-testid="add-step">
          {step} of 2
        </Text>
      ) : null}
      {step === 1 ? (
        <QueryState isPending={domains.query.isPending} error={domains.query.error} loadingLabel="Loading domains…">
          <DomainsStep
            discovered={discovered}
            selected={selected}
            onToggle={(domain, checked) =>
              setSelected((current) => (checked ? [...current, domain] : current.filter((value) => value !== domain)))
            }
            onDismiss={(domain) => setDismissed((current) => [...current, domain])}
            tags={tags}
            onTagEvent={onTagEvent}
          />
        </QueryState>
      ) : (
        <TechnologiesStep
          options={options}
          isPending={catalogue.isPending || existing.isPending}
          error={catalogue.error ?? existing.error}
          chosen={chosenList}
          onChoose={(id) => setChosen((current) => [...current, id])}
          onRemove={(id) => setChosen((current) => current.filter((value) => value !== id))}
        />
      )}
      <HStack justify="flex-end" gap="2" pt="2" borderTopWidth="1px" borderColor="border.subtle">
        {step === 2 ? (
          <Button variant="outline" colorPalette="gray" size="sm" onClick={() => setStep(1)} disabled={submitting}>
            Back
          </Button>
        ) : null}
        {withTechnologies && step === 1 ? (
          <Button colorPalette="brand" size="sm" disabled={!canGoNext(tags)} onClick={() => setStep(2)}>
            Next
          </Button>
        ) : (
          <Button colorPalette="brand" size="sm" disabled={!canSubmit} loading={submitting} onClick={() => void submit()}>
            Add
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
