import { afterEach, describe, expect, it } from 'vitest';
import { notify, toaster } from '@/shared/toast/toaster';

const visible = () => toaster.getVisibleToasts().map((toast) => [toast.type, toast.description]);
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => toaster.remove());

describe('notify', () => {
  it('shows the same message once, however often it is asked for', async () => {
    notify.error('Service is not available, please try again later');
    notify.error('Service is not available, please try again later');
    notify.error('An error was occurred, please try again later');
    await settle();
    expect(visible()).toEqual([
      ['error', 'An error was occurred, please try again later'],
      ['error', 'Service is not available, please try again later'],
    ]);
  });

  it('waits for the current task, so no toast renders inside a React lifecycle method', async () => {
    notify.success('Saved');
    expect(visible()).toEqual([]);
    await settle();
    expect(visible()).toEqual([['success', 'Saved']]);
  });

  it('shows a message again once the first one is gone', async () => {
    notify.info('Copied');
    await settle();
    toaster.remove();
    notify.info('Copied');
    await settle();
    expect(visible()).toEqual([['info', 'Copied']]);
  });
});
