import type { Preview } from '@storybook/react-vite';
import { HttpResponse, http, type RequestHandler } from 'msw';
import {
  getAccountMock,
  getAssetsMock,
  getAuthMock,
  getDomainsMock,
  getIntegrationsMock,
  getIssuesMock,
  getMdrMock,
  getScansMock,
  getTrainingMock,
  getUsersMock,
} from '@generated/api/index.msw';
import { preloadInteractionParts } from '@/shared/overlay/interaction-parts';
import { endFirstPage } from '@/shared/ui/PageBody';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';
import '@fontsource-variable/inter';
import { withAppProviders } from '../stories/support/providers';

const mswAnnotations = createPreviewAnnotations();

// A story shows a page's body in the same commit as its header, as every page after the app's first one does.
endFirstPage();

type MswParameter = { handlers?: RequestHandler[] | Record<string, RequestHandler[]> };

/** Every call answered by the generated faker mocks, with no scan running and no process pending. */
const defaultHandlers: RequestHandler[] = [
  http.get('*/api/accounts/:accountId/scans', () => HttpResponse.json([])),
  http.get('*/api/accounts/:accountId/user-inputs/in-progress', () =>
    HttpResponse.json({ resolved_issues: [], delete_domains: [], add_domains: [] }),
  ),
  // No saved views (issue #27): a faker default view would change the lists' state under their stories.
  http.get('*/api/users/:userId/saved-views', () => HttpResponse.json({ revision: 0, views: [] })),
  ...getAccountMock(),
  ...getAssetsMock(),
  ...getAuthMock(),
  ...getDomainsMock(),
  ...getIntegrationsMock(),
  ...getIssuesMock(),
  ...getMdrMock(),
  ...getScansMock(),
  ...getTrainingMock(),
  ...getUsersMock(),
];

const preview: Preview = {
  decorators: [withAppProviders],
  // Menus, dialogs, drawers and toasts load on first use in the app; stories load them first, so no play races it.
  loaders: [() => preloadInteractionParts()],
  // Starts the MSW worker once and applies a story's `parameters.msw.handlers` on top of the defaults.
  beforeEach: async (context) => {
    const setUpMsw = mswAnnotations.beforeEach as ((ctx: unknown) => Promise<unknown>) | undefined;
    const cleanup = await setUpMsw?.(context);
    const handlers = (context.parameters.msw as MswParameter | undefined)?.handlers;
    const list = Array.isArray(handlers) ? handlers : Object.values(handlers ?? {}).flat();
    context.msw.use(...list, ...defaultHandlers);
    return typeof cleanup === 'function' ? (cleanup as () => void) : undefined;
  },
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // The three widths the console is designed for (design card): stories open at desktop width.
    viewport: {
      options: {
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        tablet: { name: 'Tablet 1024', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    // axe runs after every story; a violation fails the story's test (vitest) and shows in the Accessibility panel.
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design tokens',
          'Platform',
          'Summary',
          'MDR',
          'Digital footprint',
          'Integrations',
          'Fraud defense',
          'Settings',
          'Shared',
        ],
      },
    },
  },
};

export default preview;
