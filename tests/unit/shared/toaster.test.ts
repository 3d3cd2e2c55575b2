import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, notify, toastsWanted } from '@/shared/toast/toaster';

const toaster = async () => (await import('@/shared/toast/toast-runtime')).toaster;
const visible = async () => (await toaster()).getVisibleToasts().map((toast) => [toast.type, toast.description]);
/** The toast machinery loads with the first toast: wait for the dynamic import, then for the microtask after it. */
const settle = async () => {
  await toaster();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

afterEach(() => clearToasts());

describe('notify', () => {
  it('loads the toast machinery only when a toast is first asked for', async () => {
    expect(toastsWanted()).toBe(false);
    notify.info('Copied');
    expect(toastsWanted()).toBe(false);
    await settle();
    expect(toastsWanted()).toBe(true);
    expect(await visible()).toEqual([['info', 'Copied']]);
  });

  it('shows the same message once, however often it is asked for', async () => {
    notify.error('Service is not available, please try again later');
    notify.error('Service is not available, please try again later');
    notify.error('An error was occurred, please try again later');
    await settle();
    expect(await visible()).toEqual([
      ['error', 'An error was occurred, please try again later'],
      ['error', 'Service is not available, please try again later'],
    ]);
  });

  it('waits for the current task, so no toast renders inside a React lifecycle method', async () => {
    const loaded = await toaster();
    notify.success('Saved');
    expect(loaded.getVisibleToasts()).toEqual([]);
    await settle();
    expect(await visible()).toEqual([['success', 'Saved']]);
  });

  it('shows a message again once the first one is gone', async () => {
    notify.info('Copied');
    await settle();
    (await toaster()).remove();
    notify.info('Copied');
    await settle();
    expect(await visible()).toEqual([['info', 'Copied']]);
  });

  it("carries its next step as an action (the region renders it as the toast's button)", async () => {
    let retried = 0;
    notify.error('1 could not be removed.', { action: { label: 'Retry failed', onClick: () => retried++ } });
    notify.success('Removed.');
    await settle();
    const [removed, failed] = (await toaster()).getVisibleToasts();
    expect(removed?.action).toBeUndefined();
    expect(failed?.action?.label).toBe('Retry failed');
    failed?.action?.onClick();
    expect(retried).toBe(1);
  });
});
