import { describe, expect, it } from 'vitest';
import { fraudIssueColumns } from '@/features/fraud-defense/components/FraudIssuesTable';
import { columnWeight } from '@/shared/data-table/table-model';

describe('fraud defense table columns', () => {
  it('are severity, subject, sender, recipients, date and status, whose widths add up to 100%', () => {
    const columns = fraudIssueColumns(new Set());
    expect(columns.map((column) => column.header)).toEqual(['Severity', 'Subject', 'Sender', 'Recipients', 'Date', 'Status']);
    expect(columns.reduce((sum, column) => sum + columnWeight(column.width), 0)).toBe(100);
  });
});
