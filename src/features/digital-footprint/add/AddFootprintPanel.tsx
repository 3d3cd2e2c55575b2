import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { getCreateTechnologiesMutationKey } from '@generated/api/assets/assets';
import { getOperateDomainsMutationKey, type ValidateDomainMutationVariables } from '@generated/api/domains/domains';
import { useSession } from '@/features/platform';
import { useDiscardGuard } from '@/shared/dialogs/discard-guard';
import { useKeptForm } from '@/shared/persistence/use-kept-form';
import { assetQueries, technologyMutations } from '@/shared/queries/assets';
import { domainMutations } from '@/shared/queries/domain-writes';
import { isWriteInFlight, useWrite } from '@/shared/queries/mutations';
import { technologyCatalogueQuery } from '@/shared/queries/technology-catalogue';
import { notify } from '@/shared/toast/toaster';
import { QueryState } from '@/shared/ui/QueryState';
import {
  EMPTY_TAG_INPUT,
  canAddDomains,
  canAddOnStep2,
  canGoNext,
  tagInputReducer,
  type TagEvent,
  type TagInputState,
} from '../model/domain-tags';
import { useFootprintDomains } from '../use-footprint-data';
import { followDomainProcesses } from './add-flows';
import { addFailure, domainOperation, technologyOptions } from './add-footprint-model';
import { ADD_MESSAGES } from './add-messages';
import { DomainsStep } from './DomainsStep';
import { TechnologiesStep } from './TechnologiesStep';

const CHECK_FAILED = 'The domain could not be checked, please try again';

/** One server check per domain at a time: a second check of the same text waits for the first's answer. */
const sameDomain = (a: ValidateDomainMutationVariables, b: ValidateDomainMutationVariables) =>
  a.data.domain_url === b.data.domain_url;

/**
 * The add drawer (console-platform.md §2.6, §5): step 1 adds domains (discovered ones and typed ones, each checked
 * by the server), step 2 (with add_technologies_enabled) technologies. Every call is a write of the shared factories
 * (src/shared/queries): one click sends one request, and a failed submit keeps everything entered.
 */
export default function AddFootprintPanel({ onDone }: { onDone: () => void }) {
  const { accountId, flags } = useSession();
  const queryClient = useQueryClient();
  const withTechnologies = flags.add_technologies_enabled;
  const domains = useFootprintDomains(accountId);
  const existing = useQuery(assetQueries.technologies(accountId));
  const catalogue = useQuery({ ...technologyCatalogueQuery(accountId), enabled: withTechnologies });
  const validate = useWrite(domainMutations.validate(), sameDomain);
  const addDomains = useWrite(domainMutations.add(queryClient));
  const addTechnologies = useWrite(technologyMutations.create(queryClient));

  const [step, setStep] = useState<1 | 2>(1);
  const [tags, setTags] = useState<TagInputState>(EMPTY_TAG_INPUT);
  const [selected, setSelected] = useState<string[]>([]);
  const [dismissed, setDismissed] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
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
    validate
      .mutateAsync({ accountId, data: { domain_url: value } })
      .then((answer) => answer && { isValid: answer.is_valid, message: answer.message })
      .catch(() => ({ isValid: false, message: CHECK_FAILED }))
      .then((result) => {
        // Undefined: the same domain is being checked already; its answer applies.
        if (result) applyTags(tagInputReducer(latestTags.current, { type: 'validated', value, ...result }, context).state);
      });
  };
  const onTagEvent = (event: TagEvent) => {
    const transition = tagInputReducer(latestTags.current, event, context);
    applyTags(transition.state);
    transition.validate.forEach(check);
    return transition.took;
  };

  const adding = addDomains.isPending || addTechnologies.isPending;
  // Changes ask before the drawer closes (#26.4; not while they are being added); a re-login keeps the typed domains
  // and the choices (#26.2).
  const dirty = tags.tags.length > 0 || tags.draft.trim() !== '' || selected.length > 0 || chosen.length > 0;
  const guard = useDiscardGuard(dirty && !adding);
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
  const canSubmit =
    !adding && (withTechnologies ? step === 2 && canAddOnStep2(tags, context, chosen.length) : canAddDomains(tags, context));

  /**
   * Domains first, then technologies. The flow goes on when the drawer is closed meanwhile (mutateAsync, not the
   * observer's callbacks). One click, one add: a click while an add is in flight sends nothing, read from the mutation
   * cache at once (a zero-gap second click comes before the button re-renders disabled).
   */
  const submit = async () => {
    const inFlight = [getOperateDomainsMutationKey(), getCreateTechnologiesMutationKey()];
    if (inFlight.some((key) => isWriteInFlight(queryClient, key, undefined))) return;
    if (selected.length + tags.tags.length > 0) {
      try {
        await addDomains.mutateAsync({ accountId, data: domainOperation(domains.discovered, selected, tags.tags) });
      } catch (error) {
        notify.error(addFailure(error, 'domains'));
        return;
      }
      notify.success(ADD_MESSAGES.domainsAdded);
      void followDomainProcesses({ accountId, queryClient, monitorRunning: flags.mark_as_resolved_enabled });
      // Added domains are not sent again if the technologies fail next.
      applyTags(EMPTY_TAG_INPUT);
      setSelected([]);
    }
    if (chosen.length > 0) {
      try {
        await addTechnologies.mutateAsync({ accountId, data: { source: 'user_input', technologies: chosen } });
      } catch (error) {
        notify.error(addFailure(error, 'technologies'));
        return;
      }
    }
    // Added: the close that follows never asks 'Discard changes?', whether or not the page has re-rendered since.
    guard.release();
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
          <Button variant="outline" colorPalette="gray" size="sm" onClick={() => setStep(1)} disabled={adding}>
            Back
          </Button>
        ) : null}
        {withTechnologies && step === 1 ? (
          <Button colorPalette="brand" size="sm" disabled={!canGoNext(tags)} onClick={() => setStep(2)}>
            Next
          </Button>
        ) : (
          <Button colorPalette="brand" size="sm" disabled={!canSubmit} loading={adding} onClick={() => void submit()}>
            Add
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
