import { describe, expect, it } from 'vitest';
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
  type TagContext,
  type TagEvent,
  type TagInputState,
} from '@/features/digital-footprint/model/domain-tags';

const none: TagContext = { selected: [] };

function run(events: TagEvent[], context: TagContext = none, start: TagInputState = EMPTY_TAG_INPUT) {
  let state = start;
  const validate: string[] = [];
  for (const event of events) {
    const next = tagInputReducer(state, event, context);
    state = next.state;
    validate.push(...next.validate);
  }
  return { state, validate };
}

const typed = (text: string): TagEvent[] => [{ type: 'input', text }, { type: 'commit' }];
const valid = (value: string): TagEvent => ({ type: 'validated', value, isValid: true, message: 'Domain is valid' });
const invalid = (value: string, message = 'Domain does not resolve'): TagEvent => ({
  type: 'validated',
  value,
  isValid: false,
  message,
});

describe('taking text (§5)', () => {
  it('takes on Enter, Tab or blur (commit) and on comma or space, and asks the server', () => {
    expect(run(typed('brightsmile-ortho.com'))).toMatchObject({
      state: { tags: [{ value: 'brightsmile-ortho.com', status: 'checking' }], draft: '' },
      validate: ['brightsmile-ortho.com'],
    });
    expect(run([{ type: 'input', text: 'a.com,' }]).state.tags.map((t) => t.value)).toEqual(['a.com']);
    expect(run([{ type: 'input', text: 'a.com ' }]).state.tags.map((t) => t.value)).toEqual(['a.com']);
    expect(run([{ type: 'input', text: 'a.com, b.com c.org' }]).state).toMatchObject({
      tags: [{ value: 'a.com' }, { value: 'b.com' }],
      draft: 'c.org',
    });
  });

  it('takes only non-empty text with a dot; anything else stays in the input', () => {
    const noDot = run(typed('localhost'));
    expect(noDot.state).toEqual({ tags: [], draft: 'localhost', editing: null });
    expect(noDot.validate).toEqual([]);
    expect(run(typed('   ')).state.tags).toEqual([]);
    expect(run([{ type: 'input', text: 'intranet, a.com ' }]).state).toMatchObject({
      tags: [{ value: 'a.com' }],
      draft: 'intranet',
    });
  });

  it('ends every part on Enter, Tab or blur: text left in the input is never taken as one domain with a space', () => {
    const start = run([{ type: 'input', text: 'intranet, a.com' }]).state;
    expect(start.draft).toBe('intranet a.com');
    const { state, validate } = run([{ type: 'commit' }], none, start);
    expect(state).toMatchObject({ tags: [{ value: 'a.com', status: 'checking' }], draft: 'intranet' });
    expect(validate).toEqual(['a.com']);
  });

  it('ignores duplicates (by id) and a typed copy of a checked discovered domain', () => {
    const twice = run([...typed('A.com'), ...typed('a.com ')]);
    expect(twice.state.tags).toHaveLength(1);
    expect(twice.validate).toEqual(['a.com']);
    expect(run(typed('found.com'), { selected: ['found.com'] }).state.tags).toEqual([]);
  });

  it('reports whether a commit took text (Tab moves focus on only when it did not)', () => {
    expect(tagInputReducer({ ...EMPTY_TAG_INPUT, draft: 'a.com' }, { type: 'commit' }, none).took).toBe(true);
    expect(tagInputReducer({ ...EMPTY_TAG_INPUT, draft: 'nodot' }, { type: 'commit' }, none).took).toBe(false);
    expect(tagInputReducer(EMPTY_TAG_INPUT, { type: 'commit' }, none).took).toBe(false);
    expect(tagInputReducer({ ...EMPTY_TAG_INPUT, draft: 'a.com nodot' }, { type: 'commit' }, none).took).toBe(true);
  });
});

describe('server check', () => {
  it('marks tags valid or invalid with the message', () => {
    const { state } = run([...typed('a.com'), ...typed('bad.zz'), valid('a.com'), invalid('bad.zz', 'Not a registered domain')]);
    expect(state.tags).toEqual([
      { value: 'a.com', status: 'valid', message: 'Domain is valid' },
      { value: 'bad.zz', status: 'invalid', message: 'Not a registered domain' },
    ]);
    expect(invalidText(state.tags[1]!)).toBe('bad.zz: Not a registered domain');
  });

  it('ignores an answer for a tag that is gone or already checked', () => {
    const { state } = run([...typed('a.com'), valid('a.com'), invalid('a.com'), invalid('other.com')]);
    expect(state.tags).toEqual([{ value: 'a.com', status: 'valid', message: 'Domain is valid' }]);
  });
});

describe('an invalid tag blocks further input', () => {
  const blocked = run([...typed('bad.zz'), invalid('bad.zz')]).state;

  it('until fixed or removed', () => {
    expect(inputEnabled(blocked, none)).toBe(false);
    expect(run([{ type: 'input', text: 'next' }], none, blocked).state).toEqual(blocked);
    expect(run(typed('next.com'), none, blocked).state.tags.map((t) => t.value)).toEqual(['bad.zz']);
    const removed = run([{ type: 'remove', value: 'bad.zz' }], none, blocked).state;
    expect(inputEnabled(removed, none)).toBe(true);
  });

  it('clicking it puts the text back to edit, and the fixed value is checked again', () => {
    const editing = run([{ type: 'edit', value: 'bad.zz' }], none, blocked).state;
    expect(editing).toMatchObject({ draft: 'bad.zz', editing: 'bad.zz' });
    expect(inputEnabled(editing, none)).toBe(true);
    const fixed = run([{ type: 'input', text: 'bad.com' }, { type: 'commit' }], none, editing);
    expect(fixed.state).toEqual({ tags: [{ value: 'bad.com', status: 'checking' }], draft: '', editing: null });
    expect(fixed.validate).toEqual(['bad.com']);
  });

  it('editing to a value already in the list removes the edited one', () => {
    const start = run([
      ...typed('a.com'),
      valid('a.com'),
      ...typed('bad.zz'),
      invalid('bad.zz'),
      { type: 'edit', value: 'bad.zz' },
    ]).state;
    const { state, validate } = run([{ type: 'input', text: 'a.com' }, { type: 'commit' }], none, start);
    expect(state.tags.map((t) => t.value)).toEqual(['a.com']);
    expect(validate).toEqual([]);
    // The same for a checked discovered domain.
    const found = { selected: ['found.com'] };
    const fixedToFound = run([{ type: 'input', text: 'found.com' }, { type: 'commit' }], found, start).state;
    expect(fixedToFound).toEqual({
      tags: [{ value: 'a.com', status: 'valid', message: 'Domain is valid' }],
      draft: '',
      editing: null,
    });
  });

  it('removing the tag being edited clears the input; removing another keeps the edit', () => {
    const start = run([
      ...typed('a.com'),
      valid('a.com'),
      ...typed('bad.zz'),
      invalid('bad.zz'),
      { type: 'edit', value: 'bad.zz' },
    ]).state;
    expect(run([{ type: 'remove', value: 'bad.zz' }], none, start).state).toMatchObject({ draft: '', editing: null });
    expect(run([{ type: 'remove', value: 'a.com' }], none, start).state).toMatchObject({ draft: 'bad.zz', editing: 'bad.zz' });
  });

  it('only invalid tags can be edited', () => {
    const start = run([...typed('a.com'), valid('a.com')]).state;
    expect(run([{ type: 'edit', value: 'a.com' }], none, start).state.editing).toBeNull();
  });
});

describe('the limit of 10 (§9)', () => {
  const ten = Array.from({ length: MAX_DOMAINS }, (_, i) => `d${i}.com`);

  it('takes at most 10 domains', () => {
    const { state } = run([...ten.flatMap(typed), ...typed('eleven.com')]);
    expect(state.tags).toHaveLength(10);
    expect(inputEnabled(state, none)).toBe(false);
  });

  it('keeps in the input what one paste brings beyond the limit', () => {
    const nine = run(ten.slice(0, 9).flatMap(typed)).state;
    const { state, validate } = run([{ type: 'input', text: 'x.com, y.com z.com ' }], none, nine);
    expect(state.tags.map((t) => t.value)).toEqual([...ten.slice(0, 9), 'x.com']);
    expect(validate).toEqual(['x.com']);
    expect(state.draft).toBe('y.com z.com');
  });

  it('counts checked discovered domains, and blocks checking more beyond 10', () => {
    const context = { selected: ['x.com', 'y.com'] };
    const { state } = run(ten.flatMap(typed), context);
    expect(state.tags).toHaveLength(8);
    expect(canSelectDiscovered(state, context)).toBe(false);
    expect(canSelectDiscovered(run(ten.slice(0, 7).flatMap(typed), context).state, context)).toBe(true);
  });
});

describe('button rules (§5)', () => {
  const checked = run([...typed('a.com'), valid('a.com')]).state;
  const checking = run(typed('a.com')).state;
  const bad = run([...typed('a.com'), invalid('a.com')]).state;

  it('Add needs a non-empty list of valid domains', () => {
    expect(canAddDomains(EMPTY_TAG_INPUT, none)).toBe(false);
    expect(canAddDomains(EMPTY_TAG_INPUT, { selected: ['found.com'] })).toBe(true);
    expect(canAddDomains(checked, none)).toBe(true);
    expect(canAddDomains(checking, none)).toBe(false);
    expect(canAddDomains(bad, none)).toBe(false);
  });

  it('Next needs all valid or an empty list', () => {
    expect(canGoNext(EMPTY_TAG_INPUT)).toBe(true);
    expect(canGoNext(checked)).toBe(true);
    expect(canGoNext(checking)).toBe(false);
    expect(canGoNext(bad)).toBe(false);
  });

  it('on step 2 the action needs some domain or technology', () => {
    expect(canAddOnStep2(EMPTY_TAG_INPUT, none, 0)).toBe(false);
    expect(canAddOnStep2(EMPTY_TAG_INPUT, none, 1)).toBe(true);
    expect(canAddOnStep2(checked, none, 0)).toBe(true);
    // Technologies alone do not pass over a domain that is not (yet) valid.
    expect(canAddOnStep2(checking, none, 1)).toBe(false);
    expect(canAddOnStep2(bad, none, 1)).toBe(false);
  });
});
