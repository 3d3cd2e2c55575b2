import type { Target } from './targets';

/** The settings pages (/settings/account, /settings/user, /settings/team) as their user names them. */
export const settingsTargets = {
  accountTab: { role: 'link', name: 'Account' },
  userTab: { role: 'link', name: 'User' },
  teamTab: { role: 'link', name: 'Team' },
  domainList: { testId: 'domain-list' },
  enforceMfa: { label: 'Enforce MFA' },
  enforceMfaDialog: { role: 'alertdialog', name: 'Enforce MFA' },
  removeDomainDialog: { role: 'alertdialog', name: 'Remove domain' },
  editUser: { role: 'button', name: 'Edit' },
  editUserDialog: { role: 'dialog', name: 'Edit user details' },
  darkMode: { label: 'Dark mode' },
  teamTable: { role: 'table', name: 'Team members', hidden: true },
  teamSearch: { role: 'searchbox', name: 'Search team members' },
  inviteUser: { role: 'button', name: 'Invite new user' },
  inviteForm: { role: 'form', name: 'Invite new user' },
  sendInviteDialog: { role: 'alertdialog', name: 'Add new user' },
  deleteUserDialog: { role: 'alertdialog', name: 'Delete user' },
} satisfies Record<string, Target>;
