import { describe, expect, it } from 'vitest';
import type { Technology } from '@generated/model';
import { assetColumns } from '@/features/digital-footprint/components/AssetsTable';
import { assetExportColumns } from '@/features/digital-footprint/model/asset-export';
import { ASSET_COLUMN_IDS, assetsSearchSchema } from '@/features/digital-footprint/model/asset-filters';
import { toAssetRow } from '@/features/digital-footprint/model/asset-model';
import { TECHNOLOGY_EXPORT_COLUMNS } from '@/features/digital-footprint/model/technology-model';
import { visibleColumnIds } from '@/shared/data-table/table-model';
import { exportTable } from '@/shared/export/table-export';
import { asset, issue } from './fixtures';

describe("the assets table's columns (issue #27)", () => {
  it("has 'First seen' hidden and 'Last seen' shown by default with asset history, neither without", () => {
    expect(assetColumns(true).map((c) => c.id)).toEqual([...ASSET_COLUMN_IDS]);
    expect(visibleColumnIds(assetColumns(true), undefined)).toEqual(['severity', 'name', 'type', 'last_seen', 'issues']);
    expect(visibleColumnIds(assetColumns(false), 'first_seen,last_seen')).toEqual(['severity', 'name', 'type', 'issues']);
  });

  it('keeps the visible columns in the URL as cols, in display order, dropping unknown ids', () => {
    expect(assetsSearchSchema.parse({ cols: 'first_seen,name,bogus' }).cols).toEqual(['name', 'first_seen']);
    expect(assetsSearchSchema.parse({ cols: 'none' }).cols).toEqual([]);
    expect(assetsSearchSchema.parse({}).cols).toBeUndefined();
    expect(assetsSearchSchema.parse({ sort: 'first_seen:desc' }).sort).toBe('first_seen:desc');
  });
});

describe("the assets list's export", () => {
  const row = toAssetRow(
    asset('=cmd.brightsmiledental.com', [issue('critical'), issue('moderate'), issue('moderate'), issue('low')], {
      first_seen: '2026-03-02T10:00:00Z',
      last_seen: '2026-11-22T06:30:00Z',
    }),
  );

  it('names every column the table has, hidden ones included, with the Issues counts one per column', () => {
    const headers = assetExportColumns({ history: true, disputes: true }).map((c) => c.header);
    for (const column of assetColumns(true)) if (column.id !== 'issues') expect(headers).toContain(column.header);
    expect(headers).toEqual([
      'Highest-Severity',
      'Asset Name',
      'Asset Type',
      'Disputed',
      'First seen',
      'Last seen',
      'Open Issues',
      'Critical',
      'Important',
      'Moderate',
    ]);
    expect(assetExportColumns({ history: false, disputes: false }).map((c) => c.header)).not.toContain('First seen');
  });

  it('writes the values as the table reads them: dates as dates, counts as numbers', () => {
    const table = exportTable(assetExportColumns({ history: true, disputes: true }), [row, toAssetRow(asset('quiet.example'))]);
    expect(table.rows[0]).toEqual([
      'Critical',
      '=cmd.brightsmiledental.com',
      'Subdomain',
      false,
      new Date('2026-03-02T10:00:00Z'),
      new Date('2026-11-22T06:30:00Z'),
      3,
      1,
      0,
      2,
    ]);
    expect(table.rows[1]?.slice(0, 1)).toEqual(['No open issues']);
    expect(table.rows[1]?.slice(4, 6)).toEqual([null, null]);
  });
});

describe("the technologies list's export", () => {
  it('writes every asset of a card, not the first five, and the SaaS domain', () => {
    const technology = {
      id: 't1',
      name: 'Microsoft 365',
      version: null,
      type: 'SAAS_PRODUCT',
      domain: 'office.com',
      last_seen: '2026-11-20T00:00:00Z',
      description: 'Mail and documents',
      assets: Array.from({ length: 7 }, (_, i) => ({ id: `a${i}`, hostname: `host-${i}.example`, asset_type: 'host' })),
    } as unknown as Technology;
    const table = exportTable(TECHNOLOGY_EXPORT_COLUMNS, [technology]);
    expect(table.headers).toEqual([
      'Technology',
      'Version',
      'Type',
      'Domain',
      'Last seen',
      'Description',
      'Asset Count',
      'Assets',
    ]);
    expect(table.rows[0]).toEqual([
      'Microsoft 365',
      '',
      'SaaS product',
      'office.com',
      new Date('2026-11-20T00:00:00Z'),
      'Mail and documents',
      7,
      Array.from({ length: 7 }, (_, i) => `host-${i}.example`).join('; '),
    ]);
  });
});
