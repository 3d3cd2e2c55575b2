import { describe, expect, it } from 'vitest';
import { EXPORT_NO_ASSETS, EXPORT_WAITING, reportReadiness } from '@/features/digital-footprint/export/report-sheets';

const LOADED = { assets: 'success', devices: 'success', users: 'success' } as const;

describe('whether the assets report can be downloaded (§2.6, §9, issue #26.11)', () => {
  it('is ready once every list it needs has loaded and there is an asset', () => {
    expect(reportReadiness(LOADED, 57)).toEqual({ ready: true });
    expect(reportReadiness({ ...LOADED, devices: 'off', users: 'off' }, 40)).toEqual({ ready: true });
  });

  it('#26.11 waits while a list is still loading', () => {
    for (const list of ['assets', 'devices', 'users'] as const) {
      expect(reportReadiness({ ...LOADED, [list]: 'pending' }, 13)).toEqual({ ready: false, reason: EXPORT_WAITING });
    }
  });

  it('#26.11 a failed list names the sheets the report would miss, even when other lists have assets', () => {
    expect(reportReadiness({ ...LOADED, assets: 'error' }, 17)).toEqual({
      ready: false,
      reason:
        'Some assets could not be loaded: the report would miss the Top Level Domain, Email Domains, Subdomains, Integrations and Hosts sheets. Reload the page to try again.',
    });
    expect(reportReadiness({ ...LOADED, users: 'error', devices: 'pending' }, 40)).toMatchObject({
      reason: 'Some assets could not be loaded: the report would miss the Users sheet. Reload the page to try again.',
    });
    expect(reportReadiness({ ...LOADED, devices: 'error', users: 'error' }, 40)).toMatchObject({
      reason: expect.stringContaining('the Devices and Users sheets'),
    });
  });

  it('a list whose flag is off is not missing', () => {
    expect(reportReadiness({ assets: 'success', devices: 'off', users: 'off' }, 1)).toEqual({ ready: true });
  });

  it('with no asset there is nothing to export (§2.6)', () => {
    expect(reportReadiness(LOADED, 0)).toEqual({ ready: false, reason: EXPORT_NO_ASSETS });
  });
});
