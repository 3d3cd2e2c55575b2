import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CALLBACK_PATH } from '@/features/integrations';
import { renderConsentPage, type MockProvider } from '../../openapi/tools/mock-consent-page';

/** The dev and preview mock's consent page, which stands in for the providers on `npm start`. */
function ConsentPage({ provider, url }: { provider: MockProvider; url: string }) {
  const { html } = renderConsentPage(provider, new URL(url));
  return <iframe title="Mock consent page" srcDoc={html} style={{ width: '100%', height: '520px', border: 0 }} />;
}

const ORIGIN = 'http://127.0.0.1:5173';
const GOOGLE_SCOPES = [
  'openid',
  'https://www.googleapis.com/auth/admin.directory.user.readonly',
  'https://www.googleapis.com/auth/admin.reports.usage.readonly',
  'https://www.googleapis.com/auth/admin.directory.domain.readonly',
];
const authorize = (provider: MockProvider, redirect: string, scope = '') =>
  `${ORIGIN}/mock-provider/${provider}/authorize?${new URLSearchParams({
    client_id: 'stance-console',
    redirect_uri: redirect,
    state: 'st-123',
    scope,
  }).toString()}`;

const meta = {
  title: 'Integrations/Mock consent page',
  component: ConsentPage,
  args: { provider: 'google', url: authorize('google', `${ORIGIN}${CALLBACK_PATH}`, GOOGLE_SCOPES.join(' ')) },
} satisfies Meta<typeof ConsentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The consent page's document, once the iframe has loaded it. */
async function consentDocument(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector('iframe')!;
  await waitFor(() => expect(frame.contentDocument?.querySelector('h1')).toBeTruthy());
  return frame.contentDocument!;
}

const choices = (doc: Document) =>
  Object.fromEntries([...doc.querySelectorAll('nav a')].map((a) => [a.textContent, new URL(a.getAttribute('href')!)]));

export const Google: Story = {
  play: async ({ canvasElement }) => {
    const doc = await consentDocument(canvasElement);
    await expect(doc.querySelector('h1')?.textContent).toBe('Mock Google Workspace consent');
    const links = choices(doc);
    await expect(Object.keys(links)).toEqual(['Allow', 'Allow without directory scopes', 'Deny']);
    await expect(links.Allow!.searchParams.get('state')).toBe('st-123');
    await expect(links.Allow!.searchParams.get('code')).toBeTruthy();
    await expect(links.Allow!.searchParams.get('scope')).toBe(GOOGLE_SCOPES.join(' '));
    await expect(links['Allow without directory scopes']!.searchParams.get('scope')).toBe('openid');
    await expect(links.Deny!.searchParams.get('error')).toBe('access_denied');
    await expect(links.Deny!.origin).toBe(ORIGIN);
  },
};

export const Microsoft: Story = {
  args: { provider: 'microsoft', url: authorize('microsoft', `${ORIGIN}${CALLBACK_PATH}`) },
  play: async ({ canvasElement }) => {
    const doc = await consentDocument(canvasElement);
    await expect(doc.querySelector('h1')?.textContent).toBe('Mock Microsoft 365 admin consent');
    const links = choices(doc);
    await expect(Object.keys(links)).toEqual(['Accept', 'Cancel']);
    await expect(links.Accept!.searchParams.get('admin_consent')).toBe('True');
    await expect(links.Accept!.searchParams.get('tenant')).toBeTruthy();
    await expect(links.Cancel!.searchParams.get('error')).toBe('access_denied');
  },
};

export const ForeignRedirectRefused: Story = {
  args: { provider: 'google', url: authorize('google', 'https://evil.example/steal') },
  play: async ({ canvasElement }) => {
    const doc = await consentDocument(canvasElement);
    await expect(doc.querySelector('[role="alert"]')?.textContent).toContain('not on this origin');
    await expect(doc.querySelectorAll('nav a')).toHaveLength(0);
  },
};
