import type { Preview } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';
import '@fontsource-variable/inter';
import { withAppProviders } from '../stories/support/providers';

const mswAnnotations = createPreviewAnnotations();

type MswParameter = { handlers?: RequestHandler[] | Record<string, RequestHandler[]> };

const preview: Preview = {
  decorators: [withAppProviders],
  // Starts the MSW worker once and applies a story's `parameters.msw.handlers` on top of the defaults.
  beforeEach: async (context) => {
    const cleanup = await mswAnnotations.beforeEach?.(context as never);
    const handlers = (context.parameters.msw as MswParameter | undefined)?.handlers;
    const list = Array.isArray(handlers) ? handlers : Object.values(handlers ?? {}).flat();
    if (list.length > 0) context.msw.use(...list);
    return typeof cleanup === 'function' ? cleanup : undefined;
  },
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
