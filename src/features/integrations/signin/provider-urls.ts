import type { IntegrationType } from '@generated/model';
import { CATALOGUE } from '../model/catalogue';
import { CALLBACK_PATH } from './handoff';

export interface ProviderSettings {
  microsoft: { authorizeUrl: string; clientId: string };
  google: { authorizeUrl: string; clientId: string };
}

/**
 * The provider's consent page for an integration. Microsoft: admin consent for the app (returns `tenant`);
 * Google: an authorization code with the integration's scopes (returns `code` and the granted `scope`).
 * The redirect always comes back to this origin's callback page.
 */
export function signInUrl(
  integration: { type: IntegrationType; permissions?: readonly string[] },
  state: string,
  origin: string,
  settings: ProviderSettings,
): string {
  const provider = CATALOGUE[integration.type].provider;
  if (!provider) throw new Error(`${integration.type} has no provider sign-in`);
  const redirectUri = new URL(CALLBACK_PATH, origin).toString();
  const { authorizeUrl, clientId } = settings[provider];
  const url = new URL(authorizeUrl, origin);
  const params =
    provider === 'microsoft'
      ? { client_id: clientId, redirect_uri: redirectUri, scope: 'https://graph.microsoft.com/.default', state }
      : {
          client_id: clientId,
          redirect_uri: redirectUri,
          response_type: 'code',
          access_type: 'offline',
          prompt: 'consent',
          include_granted_scopes: 'true',
          scope: (integration.permissions ?? []).join(' '),
          state,
        };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** A centred popup of a size the providers' consent pages fit. */
export function popupFeatures(screen: { availWidth: number; availHeight: number }, left = 0, top = 0): string {
  const width = 520;
  const height = 680;
  const x = Math.max(0, Math.round(left + (screen.availWidth - width) / 2));
  const y = Math.max(0, Math.round(top + (screen.availHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${x},top=${y}`;
}
