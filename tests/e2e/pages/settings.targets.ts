import type { Target } from './targets';

/** The settings pages (/settings/account, /settings/user, /settings/team) as their user names them. */
export const settingsTargets = {
  userDetails: { role: 'heading', name: 'User details' },
  unreadableData: { text: 'This data arrived in an unexpected format.' },
  accountTab: { role: 'link', name: 'Account' },
  userTab: { role: 'link', name: 'User' },
  teamTab: { role: 'link', name: 'Team' },
  domainList: { testId: 'domain-list' },
  /** The domains' place in the account details, where focus goes after a removal is confirmed. */
  domainsGroup: { role: 'group', name: 'Domains' },
  enforceMfa: { role: 'checkbox', name: 'Enforce MFA' },
  enforceMfaDialog: { role: 'alertdialog', name: 'Enforce MFA' },
  removeDomainDialog: { role: 'alertdialog', name: 'Remove domain' },
  confirmRemoveDomain: { role: 'button', name: 'Remove domain' },
  editUser: { role: 'button', name: 'Edit' },
  editUserDialog: { role: 'dialog', name: 'Edit user details' },
  enableMfa: { role: 'checkbox', name: 'Enable MFA' },
  darkMode: { role: 'checkbox', name: 'Dark mode' },
  teamTable: { role: 'table', name: 'Team members', hidden: true },
  teamSearch: { role: 'searchbox', name: 'Search team members' },
  inviteUser: { role: 'button', name: 'Invite new user' },
  inviteForm: { role: 'form', name: 'Invite new user' },
  submitInvite: { role: 'button', name: 'Invite user' },
  sendInviteDialog: { role: 'alertdialog', name: 'Add new user' },
  sendInvite: { role: 'button', name: 'Send invite' },
  deleteUserItem: { role: 'menuitem', name: 'Delete user' },
  deleteUserDialog: { role: 'alertdialog', name: 'Delete user' },
} satisfies Record<string, Target>;
