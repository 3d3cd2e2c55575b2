import type { Target } from './targets';

/** The saved views of a list (issue #27): the toolbar's 'Views' menu and its dialogs. */
export const savedViewsTargets = {
  button: { role: 'button', name: 'Views' },
  menu: { role: 'menu' },
  item: { role: 'menuitem' },
  save: { role: 'menuitem', name: 'Save view…' },
  rename: { role: 'menuitem', name: 'Rename view…' },
  setDefault: { role: 'menuitem', name: 'Set as default' },
  copyLink: { role: 'menuitem', name: 'Copy link' },
  remove: { role: 'menuitem', name: 'Delete view…' },
  saveDialog: { role: 'dialog', name: 'Save view' },
  renameDialog: { role: 'dialog', name: 'Rename view' },
  deleteDialog: { role: 'alertdialog', name: 'Delete view?' },
  name: { role: 'textbox', name: /^Name/ },
  openByDefault: { role: 'checkbox', name: 'Open by default' },
  openByDefaultLabel: { text: 'Open by default' },
  submitSave: { role: 'button', name: 'Save' },
  submitRename: { role: 'button', name: 'Rename' },
  confirmDelete: { role: 'button', name: 'Delete' },
  browserOnly: { text: /^Saved in this browser only/ },
} satisfies Record<string, Target>;
