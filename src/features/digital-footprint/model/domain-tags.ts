/**
 * The 'Add Domains' tag input as a state machine (console-platform.md §5, Domain tag input). The component feeds it
 * keystrokes and server answers and calls the validate endpoint for every value in `validate`.
 */

import { MAX_DOMAINS_PER_ADD, isDomainCandidate } from '@/shared/validation/form-rules';

/** §9: domains per add, discovered selections included (the contract's DomainOperationRequest maxItems). */
export const MAX_DOMAINS = MAX_DOMAINS_PER_ADD;

type TagStatus = 'checking' | 'valid' | 'invalid';

export interface DomainTag {
  /** The domain as typed (trimmed, lower case); also its id for duplicate checks. */
  value: string;
  status: TagStatus;
  /** The server's message for an invalid domain. */
  message?: string;
}

export interface TagInputState {
  tags: DomainTag[];
  /** The text in the input. */
  draft: string;
  /** The invalid tag being edited (its value), if any. */
  editing: string | null;
}

export const EMPTY_TAG_INPUT: TagInputState = { tags: [], draft: '', editing: null };

export type TagEvent =
  /** The input's new text; a comma or a space in it takes what stands before. */
  | { type: 'input'; text: string }
  /** Enter, Tab or blur. */
  | { type: 'commit' }
  | { type: 'validated'; value: string; isValid: boolean; message: string }
  | { type: 'remove'; value: string }
  /** A click on an invalid tag puts its text back in the input. */
  | { type: 'edit'; value: string };

export interface TagContext {
  /** Discovered domains the user checked: they count towards the limit and are duplicates of a typed one. */
  selected: readonly string[];
}

export interface TagTransition {
  state: TagInputState;
  /** Values to send to the server for checking. */
  validate: string[];
  /** Whether the event took text from the input (Tab moves focus on when it did not). */
  took: boolean;
}

const SEPARATOR = /[,\s]/;

/** Parts are split at the separators, so they hold no white space; case does not make another domain. */
function normalizeDomain(part: string): string {
  return part.toLowerCase();
}

/** §5: a domain is taken only if non-empty and containing a dot, as the contract's ValidateDomainRequest says. */
function isTakeable(part: string): boolean {
  return isDomainCandidate(part);
}

function domainCount(state: TagInputState, context: TagContext): number {
  return state.tags.length + context.selected.length;
}

/** An invalid tag blocks further input until it is edited or removed. */
function hasInvalid(state: TagInputState): boolean {
  return state.tags.some((tag) => tag.status === 'invalid');
}

/** The input accepts text while editing, or when nothing invalid waits and the limit is not reached. */
export function inputEnabled(state: TagInputState, context: TagContext): boolean {
  if (state.editing !== null) return true;
  return !hasInvalid(state) && domainCount(state, context) < MAX_DOMAINS;
}

/** Checking another discovered domain is blocked once 10 domains are chosen. */
export function canSelectDiscovered(state: TagInputState, context: TagContext): boolean {
  return domainCount(state, context) < MAX_DOMAINS;
}

/** '{domain}: {message}' under an invalid tag. */
export function invalidText(tag: DomainTag): string {
  return `${tag.value}: ${tag.message ?? ''}`;
}

const allValid = (state: TagInputState) => state.tags.every((tag) => tag.status === 'valid');

/** Add (no technologies step): some domain, every typed one checked valid. */
export function canAddDomains(state: TagInputState, context: TagContext): boolean {
  return domainCount(state, context) > 0 && allValid(state) && state.editing === null;
}

/** Next on step 1: every typed domain valid, or none typed. */
export function canGoNext(state: TagInputState): boolean {
  return allValid(state) && state.editing === null;
}

/** Add on step 2: some valid domain or some technology. */
export function canAddOnStep2(state: TagInputState, context: TagContext, technologies: number): boolean {
  return canAddDomains(state, context) || (technologies > 0 && canGoNext(state));
}

function take(state: TagInputState, context: TagContext, text: string): TagTransition {
  const value = normalizeDomain(text);
  const unchanged = { state, validate: [], took: false };
  if (!isTakeable(value)) return unchanged;
  const editing = state.editing;
  if (editing !== null) {
    const others = state.tags.filter((tag) => tag.value !== editing);
    // Editing to a value already in the list removes the edited one.
    if (others.some((tag) => tag.value === value) || context.selected.includes(value)) {
      return { state: { tags: others, draft: '', editing: null }, validate: [], took: true };
    }
    const tags = state.tags.map((tag) => (tag.value === editing ? { value, status: 'checking' as const } : tag));
    return { state: { tags, draft: '', editing: null }, validate: [value], took: true };
  }
  if (!inputEnabled(state, context)) return unchanged;
  // Duplicates are ignored: the text goes, nothing is added.
  if (state.tags.some((tag) => tag.value === value) || context.selected.includes(value)) {
    return { state: { ...state, draft: '' }, validate: [], took: true };
  }
  return {
    state: { ...state, tags: [...state.tags, { value, status: 'checking' }], draft: '' },
    validate: [value],
    took: true,
  };
}

/**
 * Takes the separated parts in turn; `rest` (text after the last separator) stays in the input. A part that is not
 * taken (no dot, or the limit reached on the way) stays in the input too, so nothing typed is lost.
 */
function takeParts(state: TagInputState, context: TagContext, parts: readonly string[], rest: string): TagTransition {
  let current: TagTransition = { state, validate: [], took: false };
  const kept: string[] = [];
  for (const part of parts) {
    if (part === '') continue;
    const next = take(current.state, context, part);
    if (!next.took) kept.push(part);
    current = { state: next.state, validate: [...current.validate, ...next.validate], took: current.took || next.took };
  }
  const draft = kept.length > 0 ? `${kept.join(' ')} ${rest}`.trimEnd() : rest;
  return { ...current, state: { ...current.state, draft } };
}

export function tagInputReducer(state: TagInputState, event: TagEvent, context: TagContext): TagTransition {
  switch (event.type) {
    case 'input': {
      if (!inputEnabled(state, context)) return { state, validate: [], took: false };
      const parts = event.text.split(SEPARATOR);
      const rest = parts.pop() ?? '';
      return takeParts(state, context, parts, rest);
    }
    case 'commit':
      // Enter, Tab and blur end the last part too: 'intranet a.com' is two parts, never one domain.
      return takeParts(state, context, state.draft.split(SEPARATOR), '');
    case 'validated': {
      const tags = state.tags.map((tag) =>
        tag.value === event.value && tag.status === 'checking'
          ? { value: tag.value, status: event.isValid ? ('valid' as const) : ('invalid' as const), message: event.message }
          : tag,
      );
      return { state: { ...state, tags }, validate: [], took: false };
    }
    case 'remove': {
      const tags = state.tags.filter((tag) => tag.value !== event.value);
      const editing = state.editing === event.value ? null : state.editing;
      return { state: { tags, draft: editing === state.editing ? state.draft : '', editing }, validate: [], took: false };
    }
    case 'edit': {
      const tag = state.tags.find((candidate) => candidate.value === event.value);
      if (!tag || tag.status !== 'invalid') return { state, validate: [], took: false };
      return { state: { ...state, draft: tag.value, editing: tag.value }, validate: [], took: false };
    }
  }
}
