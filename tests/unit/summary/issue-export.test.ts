import { describe, expect, it } from 'vitest';
import type { SummaryIssue } from '@/features/issues';
import { issueColumns } from '@/features/summary/components/IssuesTable';
import { issueExportColumns } from '@/features/summary/model/issue-export';
import { ISSUE_COLUMN_IDS, summarySearchSchema } from '@/features/summary/model/issue-filters';
import { visibleColumnIds } from '@/shared/data-table/table-model';
import { exportTable } from '@/shared/export/table-export';

describe("the Security Issues table's columns and export (issue #27)", () => {
  it("has an optional 'Type' column, hidden by default, which cols shows", () => {
    const columns = issueColumns(new Set());
    expect(columns.map((c) => c.id)).toEqual([...ISSUE_COLUMN_IDS]);
    expect(visibleColumnIds(columns, undefined)).toEqual(['severity', 'category', 'name', 'assets', 'status']);
    const { cols } = summarySearchSchema.parse({ cols: 'type' });
    expect(visibleColumnIds(columns, cols)).toEqual(['severity', 'category', 'name', 'type', 'assets', 'status']);
  });

  it('names every column the table has, hidden ones included, and writes the status the table shows', () => {
    const headers = issueExportColumns(new Set()).map((c) => c.header);
    expect(headers).toEqual(issueColumns(new Set()).map((c) => c.header));
    const issue = {
      id: 'i1',
      name: 'RDP exposed to the internet',
      severity: 'critical',
      issue_category: 'network_exposures',
      issue_type: 'EXPOSURE_SCANNER',
      status: 'open',
      assets: [{ id: 'a1', hostname: 'remote.brightsmiledental.com', asset_type: 'subdomain' }],
    } as unknown as SummaryIssue;
    expect(exportTable(issueExportColumns(new Set()), [issue]).rows[0]).toEqual([
      'Critical',
      'Network exposures',
      'RDP exposed to the internet',
      'Exposure Scanner',
      1,
      'Open',
    ]);
    expect(exportTable(issueExportColumns(new Set(['i1'])), [issue]).rows[0]?.at(-1)).toBe('Validating');
  });
});
