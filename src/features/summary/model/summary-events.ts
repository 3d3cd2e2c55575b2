import type { Domain } from '@generated/model';

/** Analytics events of the summary page (console-mdr-summary.md §2.8). */
export const SUMMARY_EVENTS = {
  viewed: 'summary_viewed',
  navigated: 'summary_navigation_clicked',
  issueClicked: 'summary_issue_clicked',
  filtersApplied: 'summary_filters_applied',
  reportExported: 'summary_report_exported',
  reportFailed: 'summary_report_failed',
  emptyDomainsAddClicked: 'summary_empty_domains_add_clicked',
} as const;

export const emptyDomainsSeenKey = (accountId: string) => `stance.summary.emptyDomainsDialog.${accountId}`;

/** The empty-domains dialog: first visit, flag on, and no domain of the account's own (discovered ones are only proposals). */
export function shouldOfferDomains(input: {
  flagEnabled: boolean;
  domains: readonly Domain[] | undefined;
  seenBefore: boolean;
}): boolean {
  if (!input.flagEnabled || input.seenBefore || input.domains === undefined) return false;
  return input.domains.every((domain) => domain.status === 'Discovered');
}
