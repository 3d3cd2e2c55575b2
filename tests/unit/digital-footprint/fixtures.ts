import type { Asset, AssetIssue } from '@generated/model';
import assetsExamples from '../../../openapi/examples/assets.json';

export const EXAMPLE_ASSETS = assetsExamples.default.value as Asset[];
export const EXAMPLE_DEVICES = assetsExamples.devices.value as Asset[];
export const EXAMPLE_USERS = assetsExamples.users.value as Asset[];

let next = 0;
export function issue(severity: string, status: AssetIssue['status'] = 'open', name = `Issue ${++next}`): AssetIssue {
  return { id: `iss-${++next}`, name, severity: severity as AssetIssue['severity'], status };
}

export function asset(hostname: string, issues: AssetIssue[] = [], extra: Partial<Asset> = {}): Asset {
  return { id: `ast-${hostname}`, hostname, asset_type: 'subdomain', issues, ...extra };
}
