import { describe, expect, it } from 'vitest';
import { CASE_EXPORT_COLUMNS } from '@/features/mdr/lists/case-list';
import { mapCases } from '@/features/mdr/model/case-model';
import { exportTable, toCsv } from '@/shared/export/table-export';
import { serverIncident, serverServiceRequest } from './fixtures';

/** Issue #27: the MDR lists' exports, each with its table's columns in its order and the values as the table reads them. */
const cases = mapCases({
  alerts: [],
  incidents: [
    serverIncident({
      case_number: 'INC-000416',
      title: '=HYPERLINK("http://evil.example")',
      severity: 'high',
      status: 'waiting',
      created_at: '2026-11-20T08:15:00Z',
      last_modified_at: '2026-11-21T09:00:00Z',
    }),
  ],
  service_requests: [
    serverServiceRequest({
      case_number: 'SR-000102',
      title: 'Whitelist the billing portal',
      status: 'waiting',
      created_at: '2026-11-18T10:00:00Z',
      last_modified_at: '2026-11-19T16:30:00Z',
    }),
  ],
});

describe('MDR incidents export', () => {
  it("is the table's columns: title, severity, status, case number and created date (a typed date)", () => {
    const table = exportTable(CASE_EXPORT_COLUMNS.incidents, cases.incidents);
    expect(table.headers).toEqual(['Title', 'Severity', 'Status', 'Case Number', 'Created Date']);
    expect(table.rows).toEqual([
      ['=HYPERLINK("http://evil.example")', 'High', 'Waiting for Response', 'INC-000416', new Date('2026-11-20T08:15:00Z')],
    ]);
  });

  it('reads in CSV with the date in ISO and a title that would be a formula neutralised', () => {
    const csv = toCsv(exportTable(CASE_EXPORT_COLUMNS.incidents, cases.incidents));
    expect(csv.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://evil.example"")",High,Waiting for Response,INC-000416,2026-11-20T08:15:00Z`,
    );
  });
});

describe('MDR service requests export', () => {
  it('has no severity (the table shows none), the last modified date, and the service-request status wording', () => {
    const table = exportTable(CASE_EXPORT_COLUMNS.serviceRequests, cases.serviceRequests);
    expect(table.headers).toEqual(['Title', 'Status', 'Case Number', 'Created Date', 'Last Modified']);
    expect(table.rows).toEqual([
      [
        'Whitelist the billing portal',
        'Waiting',
        'SR-000102',
        new Date('2026-11-18T10:00:00Z'),
        new Date('2026-11-19T16:30:00Z'),
      ],
    ]);
  });
});
