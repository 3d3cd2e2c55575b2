/** Saved views (issue #27): the 'Views' menu a list page puts in its toolbar. */
export { SavedViewsMenu, type ListRoute } from './SavedViewsMenu';
