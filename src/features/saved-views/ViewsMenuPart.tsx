import { Alert, Box, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SavedView } from '@generated/model';
import { httpStatusOf, serverDetail } from '@/api/errors';
import { AppDialog } from '@/shared/dialogs/AppDialog';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { AppMenu, type AppMenuItem } from '@/shared/overlay/AppMenu';
import type { OverlayTrigger } from '@/shared/overlay/use-overlay-trigger';
import { useWrite } from '@/shared/queries/mutations';
import { savedViewMutations } from '@/shared/queries/saved-view-writes';
import {
  VIEW_MESSAGES,
  canAddView,
  newViewId,
  viewNameProblem,
  withDefault,
  withNewView,
  withRename,
  withoutView,
} from '@/shared/saved-views/view-edits';
import { activeViewOf, searchOfView, viewStateOf, viewsOf } from '@/shared/saved-views/view-state';
import { notify } from '@/shared/toast/toaster';
import { stringifySearch } from '@/shared/url/search-params';
import type { ViewUrl } from './SavedViewsMenu';
import type { SavedViewsState } from './use-saved-views';

/** The menu's and dialogs' texts (issue #27). */
const SAVED_VIEW_TEXTS = {
  browserOnly: 'Saved in this browser only: your views will not follow you to another browser.',
  loading: 'Loading views…',
  loadFailed: 'Views could not be loaded. Try again',
  empty: 'No saved views yet',
  save: 'Save view…',
  rename: 'Rename view…',
  setDefault: 'Set as default',
  unsetDefault: 'Stop opening by default',
  copy: 'Copy link',
  remove: 'Delete view…',
  defaultMark: 'Default',
  saved: (name: string) => `View '${name}' saved`,
  renamed: (name: string) => `View renamed to '${name}'`,
  deleted: (name: string) => `View '${name}' deleted`,
  opensByDefault: (name: string) => `'${name}' opens by default`,
  noDefault: (name: string) => `'${name}' no longer opens by default`,
  copied: 'Link copied',
  copyFailed: 'The link could not be copied',
  changed: 'Your views were changed in another window. They have been reloaded; save again.',
  failed: 'Your views could not be saved. Please try again.',
  deleteBody: (name: string) => `'${name}' will be deleted. The list itself does not change.`,
} as const;

/** Why a write failed, in words: a stale revision (409) says the views were read again. */
function failureText(error: unknown): string {
  if (httpStatusOf(error) === 409) return serverDetail(error) ?? SAVED_VIEW_TEXTS.changed;
  return serverDetail(error) ?? SAVED_VIEW_TEXTS.failed;
}

type Dialog = { kind: 'save' } | { kind: 'rename' | 'delete'; view: SavedView } | null;

interface PartProps extends ViewUrl {
  menu: OverlayTrigger;
  views: SavedViewsState;
  userId: string;
}

/** The Views menu, its dialogs and its writes: loaded when the menu first opens. */
export default function ViewsMenuPart({ menu, spec, search, onApply, views, userId }: PartProps) {
  const queryClient = useQueryClient();
  const write = useWrite(savedViewMutations.replace(queryClient));
  const [dialog, setDialog] = useState<Dialog>(null);
  const all = views.state === 'ready' ? views.data.views : [];
  const mine = viewsOf(all, spec.list);
  const active = activeViewOf(all, spec, search);
  const trigger = () => document.getElementById(menu.triggerId());

  // A picked view changes the list under the closing menu; the browser then sends pointer events to it, and Zag moved
  // focus into the closed menu (then the page's body). Focus goes back to 'Views' (WAI-ARIA menu button).
  const { open: menuOpen, contentId, triggerId } = menu;
  useEffect(() => {
    if (menuOpen) return undefined;
    const back = (event: FocusEvent) => {
      if ((event.target as Element | null)?.id === contentId) document.getElementById(triggerId())?.focus();
    };
    document.addEventListener('focusin', back);
    return () => document.removeEventListener('focusin', back);
  }, [menuOpen, contentId, triggerId]);

  /** Sends the whole new set (one click, one request); the caller tells the user. */
  const send = (next: SavedView[], callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => {
    if (views.state !== 'ready') return;
    const { storage, data } = views;
    write.mutate(
      { userId, storage, data: storage === 'server' ? { revision: data.revision, views: next } : { views: next } },
      callbacks,
    );
  };

  const copyLink = (view: SavedView) => {
    const url = `${window.location.origin}${window.location.pathname}${stringifySearch(searchOfView(spec, view))}`;
    navigator.clipboard.writeText(url).then(
      () => notify.success(SAVED_VIEW_TEXTS.copied),
      () => notify.error(SAVED_VIEW_TEXTS.copyFailed),
    );
  };

  const toggleDefault = (view: SavedView, isDefault: boolean) =>
    send(withDefault(all, view.id, isDefault), {
      onSuccess: () => notify.success((isDefault ? SAVED_VIEW_TEXTS.opensByDefault : SAVED_VIEW_TEXTS.noDefault)(view.name)),
      onError: (error) => notify.error(failureText(error)),
    });

  const select = (value: string) => {
    if (value === 'retry' && views.state === 'error') return views.retry();
    if (value === 'save') return setDialog({ kind: 'save' });
    const picked = mine.find((view) => value === `view:${view.id}`);
    if (picked) return onApply(searchOfView(spec, picked), false);
    if (!active) return undefined;
    if (value === 'rename' || value === 'delete') return setDialog({ kind: value, view: active });
    if (value === 'default' || value === 'undefault') return toggleDefault(active, value === 'default');
    if (value === 'copy') copyLink(active);
    return undefined;
  };

  const full = views.state === 'ready' && !canAddView(all, spec.list);

  const note = [
    views.state === 'ready' && views.storage === 'browser' ? SAVED_VIEW_TEXTS.browserOnly : null,
    full ? VIEW_MESSAGES.full : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <AppMenu
        menu={menu}
        minW="64"
        items={menuItems(views, mine, active, full, write.isPending)}
        note={note || undefined}
        onSelect={select}
      />
      <AppDialog
        open={dialog?.kind === 'save' || dialog?.kind === 'rename'}
        title={dialog?.kind === 'rename' ? 'Rename view' : 'Save view'}
        onClose={() => setDialog(null)}
        finalFocus={trigger}
        testId="saved-view-dialog"
      >
        {dialog?.kind === 'save' || dialog?.kind === 'rename' ? (
          <ViewNameForm
            key={dialog.kind === 'rename' ? dialog.view.id : 'save'}
            renaming={dialog.kind === 'rename' ? dialog.view : null}
            pending={write.isPending}
            problem={(name) => viewNameProblem(name, all, spec.list, dialog.kind === 'rename' ? dialog.view.id : undefined)}
            onCancel={() => setDialog(null)}
            onSubmit={(name, isDefault, fail) => {
              const next =
                dialog.kind === 'rename'
                  ? withRename(all, dialog.view.id, name)
                  : withNewView(all, { id: newViewId(), list: spec.list, name, state: viewStateOf(spec, search), isDefault });
              send(next, {
                onSuccess: () => {
                  notify.success((dialog.kind === 'rename' ? SAVED_VIEW_TEXTS.renamed : SAVED_VIEW_TEXTS.saved)(name.trim()));
                  setDialog(null);
                },
                onError: (error) => fail(failureText(error)),
              });
            }}
          />
        ) : null}
      </AppDialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete view?"
        body={dialog?.kind === 'delete' ? SAVED_VIEW_TEXTS.deleteBody(dialog.view.name) : ''}
        confirmLabel="Delete"
        tone="danger"
        busy={write.isPending}
        finalFocus={trigger}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { view } = dialog;
          send(withoutView(all, view.id), {
            onSuccess: () => {
              notify.success(SAVED_VIEW_TEXTS.deleted(view.name));
              setDialog(null);
            },
            onError: (error) => notify.error(failureText(error)),
          });
        }}
      />
    </>
  );
}

function menuItems(
  views: SavedViewsState,
  mine: readonly SavedView[],
  active: SavedView | undefined,
  full: boolean,
  pending: boolean,
): AppMenuItem[] {
  if (views.state === 'loading') return [{ value: 'loading', label: SAVED_VIEW_TEXTS.loading, disabled: true }];
  if (views.state === 'error') return [{ value: 'retry', label: SAVED_VIEW_TEXTS.loadFailed }];
  const listed: AppMenuItem[] =
    mine.length === 0
      ? [{ value: 'empty', label: SAVED_VIEW_TEXTS.empty, disabled: true }]
      : mine.map((view) => ({
          value: `view:${view.id}`,
          // The current view is ticked; the others keep the tick's room, so the names line up.
          icon:
            view.id === active?.id ? (
              <Check size={16} role="img" aria-label="Current view" />
            ) : (
              <Box as="span" w="4" flexShrink={0} aria-hidden />
            ),
          label: view.name,
          command: view.is_default ? SAVED_VIEW_TEXTS.defaultMark : undefined,
        }));
  const actions: AppMenuItem[] = [{ value: 'save', label: SAVED_VIEW_TEXTS.save, disabled: full || pending }];
  if (active) {
    actions.push(
      { value: 'rename', label: SAVED_VIEW_TEXTS.rename, disabled: pending },
      active.is_default
        ? { value: 'undefault', label: SAVED_VIEW_TEXTS.unsetDefault, disabled: pending }
        : { value: 'default', label: SAVED_VIEW_TEXTS.setDefault, disabled: pending },
      { value: 'copy', label: SAVED_VIEW_TEXTS.copy },
      { value: 'delete', label: SAVED_VIEW_TEXTS.remove, danger: true, disabled: pending },
    );
  }
  return [...listed, ...actions];
}

interface ViewNameFormProps {
  /** The view being renamed; null for 'Save view' (which also asks whether it opens by default). */
  renaming: SavedView | null;
  pending: boolean;
  problem: (name: string) => string | undefined;
  onCancel: () => void;
  /** `fail` shows why the write failed; the dialog stays open with what was typed. */
  onSubmit: (name: string, isDefault: boolean, fail: (message: string) => void) => void;
}

/** The name (the contract's 1-60 characters, unique in the list) and, when saving, 'Open by default'. */
function ViewNameForm({ renaming, pending, problem, onCancel, onSubmit }: ViewNameFormProps) {
  const [name, setName] = useState(renaming?.name ?? '');
  const [isDefault, setIsDefault] = useState(false);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = checked ? problem(name) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (problem(name)) {
      input.current?.focus();
      return;
    }
    onSubmit(name, isDefault, setFailure);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={Boolean(shown)} required>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={input}
            data-autofocus
            size="sm"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="For example: Critical, open"
          />
          <Field.ErrorText>{shown}</Field.ErrorText>
        </Field.Root>
        {renaming ? null : (
          <Checkbox.Root
            checked={isDefault}
            onCheckedChange={(details) => setIsDefault(details.checked === true)}
            size="sm"
            colorPalette="brand"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">Open by default</Checkbox.Label>
          </Checkbox.Root>
        )}
        {failure ? (
          <Alert.Root status="error" variant="subtle" size="sm" borderRadius="md" role="alert">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" colorPalette="gray" size="sm" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" size="sm" loading={pending} loadingText={renaming ? 'Rename' : 'Save'}>
            {renaming ? 'Rename' : 'Save'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
