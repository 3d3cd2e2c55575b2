import { describe, expect, it } from 'vitest';
import {
  assetTypeLabel,
  combineAssets,
  highestSeverity,
  severityCounts,
  sortAssetRows,
  toAssetRow,
} from '@/features/digital-footprint/model/asset-model';
import {
  DEFAULT_ASSET_FILTERS,
  applyAssetFilters,
  assetsSearchSchema,
  filtersFromSearch,
  searchFromFilters,
  sortFromParam,
  sortToParam,
} from '@/features/digital-footprint/model/asset-filters';
import { createFuzzyIndex } from '@/shared/search/fuzzy-search';
import { ASSET_SEARCH_KEYS } from '@/features/digital-footprint/model/asset-model';
import { EXAMPLE_ASSETS, asset, issue } from './fixtures';

describe('per-severity counts', () => {
  it('counts open issues only, with high and medium as important and moderate', () => {
    const a = asset('a', [
      issue('critical'),
      issue('high'),
      issue('important'),
      issue('medium'),
      issue('low'),
      issue('informational'),
      issue('critical', 'resolved'),
      issue('important', 'in_review'),
      issue('moderate', 'approved'),
    ]);
    expect(severityCounts(a)).toEqual({ critical: 1, important: 2, moderate: 1 });
  });

  it('is zero everywhere without open issues', () => {
    expect(severityCounts(asset('a', [issue('critical', 'resolved')]))).toEqual({ critical: 0, important: 0, moderate: 0 });
  });
});

describe('highest severity', () => {
  it('is the highest open one, or null', () => {
    expect(highestSeverity(asset('a', [issue('moderate'), issue('medium'), issue('critical', 'in_review')]))).toBe('moderate');
    expect(highestSeverity(asset('a', [issue('low'), issue('informational')]))).toBe('low');
    expect(highestSeverity(asset('a', [issue('critical', 'resolved')]))).toBeNull();
  });
});

describe('asset order (§9)', () => {
  it('sorts by highest open-issue severity, then open-issue count, then name', () => {
    const rows = [
      asset('no-issues'),
      asset('two-moderate', [issue('moderate'), issue('moderate')]),
      asset('one-critical', [issue('critical')]),
      asset('resolved-critical', [issue('critical', 'resolved'), issue('low')]),
      asset('three-moderate', [issue('moderate'), issue('moderate'), issue('medium')]),
      asset('b-important', [issue('important')]),
      asset('a-important', [issue('high')]),
    ].map(toAssetRow);
    expect(sortAssetRows(rows).map((row) => row.asset.hostname)).toEqual([
      'one-critical',
      'a-important',
      'b-important',
      'three-moderate',
      'two-moderate',
      'resolved-critical',
      'no-issues',
    ]);
  });

  it('#26.19 the default order counts only what the Issues column shows (critical, important, moderate)', () => {
    const rows = [
      asset('one-moderate-four-low', [issue('moderate'), issue('low'), issue('low'), issue('informational'), issue('low')]),
      asset('two-moderate', [issue('moderate'), issue('moderate')]),
    ].map(toAssetRow);
    expect(rows.map((row) => row.openCount)).toEqual([1, 2]);
    expect(sortAssetRows(rows).map((row) => row.asset.hostname)).toEqual(['two-moderate', 'one-moderate-four-low']);
  });

  it('puts the example critical assets first', () => {
    const first = sortAssetRows(EXAMPLE_ASSETS.map(toAssetRow))[0];
    expect(first?.highest).toBe('critical');
  });
});

describe('asset type labels', () => {
  it('names known types and capitalises unknown ones', () => {
    expect(assetTypeLabel('subdomain')).toBe('Subdomain');
    expect(assetTypeLabel('cloud_bucket')).toBe('Cloud bucket');
  });
});

describe('combined assets', () => {
  it('joins lists without repeating an id', () => {
    const a = asset('a');
    expect(combineAssets([a], undefined, [a, asset('b')]).map((x) => x.hostname)).toEqual(['a', 'b']);
  });
});

describe('asset type filter', () => {
  const rows = [asset('d', [], { asset_type: 'domain' }), asset('u', [], { asset_type: 'user' })].map(toAssetRow);
  it('keeps everything by default and narrows to the checked types', () => {
    expect(applyAssetFilters(rows, DEFAULT_ASSET_FILTERS)).toHaveLength(2);
    expect(applyAssetFilters(rows, { ...DEFAULT_ASSET_FILTERS, types: ['user'] }).map((r) => r.asset.hostname)).toEqual(['u']);
    expect(applyAssetFilters(rows, { ...DEFAULT_ASSET_FILTERS, types: [] })).toEqual([]);
  });
});

describe("'Disputed' filter (#27)", () => {
  const dispute = { reason: 'Not ours at all', created_at: '2026-11-19T15:20:00Z', created_by: null as never };
  const rows = [asset('mine'), asset('theirs', [], { dispute })].map(toAssetRow);
  const names = (filters: typeof DEFAULT_ASSET_FILTERS) => applyAssetFilters(rows, filters).map((r) => r.asset.hostname);
  it('keeps both by default, the disputed ones alone with Disputed only, and reads the URL only with the flag', () => {
    expect(names(DEFAULT_ASSET_FILTERS)).toEqual(['mine', 'theirs']);
    expect(names({ ...DEFAULT_ASSET_FILTERS, dispute: ['disputed'] })).toEqual(['theirs']);
    expect(names({ ...DEFAULT_ASSET_FILTERS, dispute: ['not_disputed'] })).toEqual(['mine']);
    const search = assetsSearchSchema.parse({ dispute: 'disputed,bogus' });
    expect(filtersFromSearch(search).dispute).toEqual(['disputed']);
    expect(filtersFromSearch(search, false).dispute).toEqual(DEFAULT_ASSET_FILTERS.dispute);
    expect(searchFromFilters({ ...DEFAULT_ASSET_FILTERS, dispute: ['disputed'] })).toEqual({
      types: undefined,
      dispute: ['disputed'],
    });
  });
});

describe('URL state', () => {
  it('reads types, q and sort, dropping what it cannot read', () => {
    const search = assetsSearchSchema.parse({ q: 'vpn', types: ['host', 'nope'], sort: 'name:sideways' });
    expect(search).toEqual({ q: 'vpn', types: ['host'], sort: undefined });
    // The URL's comma list, as the router's parseSearch hands it over.
    expect(assetsSearchSchema.parse({ types: 'email,subdomain' }).types).toEqual(['subdomain', 'email']);
    expect(assetsSearchSchema.parse({ types: 'nope' }).types).toBeUndefined();
    expect(assetsSearchSchema.parse({ types: 'none' }).types).toEqual([]);
    expect(filtersFromSearch(assetsSearchSchema.parse({ types: ['host'] }))).toEqual({
      ...DEFAULT_ASSET_FILTERS,
      types: ['host'],
    });
    expect(filtersFromSearch({})).toEqual(DEFAULT_ASSET_FILTERS);
  });

  it('leaves defaults out of the URL', () => {
    expect(searchFromFilters(DEFAULT_ASSET_FILTERS)).toEqual({ types: undefined, dispute: undefined });
    expect(searchFromFilters({ ...DEFAULT_ASSET_FILTERS, types: ['user'] })).toEqual({ types: ['user'], dispute: undefined });
  });

  it('round-trips the column sort', () => {
    expect(sortFromParam('issues:desc')).toEqual({ columnId: 'issues', direction: 'desc' });
    expect(sortToParam(sortFromParam('name:asc'))).toBe('name:asc');
    expect(sortFromParam('bogus:asc')).toBeNull();
    expect(sortToParam(null)).toBeUndefined();
  });
});

describe('asset search (thresholds of §9)', () => {
  const index = createFuzzyIndex(EXAMPLE_ASSETS.map(toAssetRow), ASSET_SEARCH_KEYS);
  const names = (query: string) => index.search(query).map((row) => row.asset.hostname);
  it('finds hostnames with a typo and issue names', () => {
    expect(names('vpn.brightsmiledentl')).toContain('vpn.brightsmiledental.com');
    expect(names('DMARC policy set to none')).toContain('brightsmiledental.com');
  });
  it('matches asset type strictly (0.2)', () => {
    expect(names('integration').sort()).toEqual(
      EXAMPLE_ASSETS.filter((a) => a.asset_type === 'integration')
        .map((a) => a.hostname)
        .sort(),
    );
  });
});
