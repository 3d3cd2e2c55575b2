/**
 * Our search held to the relevance set (#17, tests/unit/shared/relevance-set.ts): a change that makes results
 * noisier, or loses a relevant row, fails here.
 */
import { describe, expect, it } from 'vitest';
import { ISSUE_SEARCH_KEYS } from '@/features/summary/model/issue-filters';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { RELEVANCE_SETS, expected, summaryIssues } from './relevance-set';

describe.each(RELEVANCE_SETS)('$name', (relevanceSet) => {
  const index = createFuzzyIndex(relevanceSet.rows, relevanceSet.keys);
  it.each(relevanceSet.cases)('"$query"', (relevanceCase) => {
    const { query, must } = relevanceCase;
    const { all, excluded } = expected(relevanceSet, relevanceCase);
    for (const id of [...must, ...excluded]) expect(all, `${id} is not in the data`).toContain(id);
    const found = index.search(query).map(relevanceSet.idOf);
    for (const id of must) expect(found, `"${query}" must return ${id}`).toContain(id);
    for (const id of excluded) expect(found, `"${query}" must not return ${id}`).not.toContain(id);
  });
});

describe('issues (summary)', () => {
  const issueIndex = createFuzzyIndex(summaryIssues, ISSUE_SEARCH_KEYS);
  it('keeps the table order', () => {
    expect(issueIndex.search('')).toEqual(summaryIssues);
    for (const query of ['critical', 'certificate', 'exposed']) {
      const found = issueIndex.search(query);
      expect(found).toEqual(summaryIssues.filter((issue) => found.includes(issue)));
    }
  });
});
