/**
 * The add drawer's toasts (console-platform.md §8). Their own module: the technology job follower of the footprint
 * layout tells them too, and must not load the drawer's rules into the page's first load (budget.json).
 */
export const ADD_MESSAGES = {
  domainsAdded:
    'Domains have been added successfully and a new scan is in progress. Information will be updated on the dashboard once the scan is complete.',
  domainsProcessed: 'Domains have been added successfully and the dashboard has been updated.',
  domainsFailed: 'Failed to add domain',
  technologiesAdded: 'Technologies have been added successfully',
  technologiesFailed: 'Failed to add technologies',
  processesFailed: 'Service is not available, please try again later',
} as const;
