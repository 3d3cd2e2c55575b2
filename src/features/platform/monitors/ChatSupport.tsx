import { useEffect } from 'react';
import { appConfig } from '@/config/app-config';
import { useDrawerParams } from '@/shared/drawer/use-drawer';

interface IntercomWindow {
  Intercom?: (command: string, options?: Record<string, unknown>) => void;
  intercomSettings?: Record<string, unknown>;
}

let loaded = false;

/** Chat support widget: loads only when intercom_enabled and configured; hidden while a side panel is open. */
export function ChatSupport({ enabled, email }: { enabled: boolean; email: string }) {
  const appId = appConfig.intercomAppId;
  // Read here, not by the layout: opening a drawer re-renders this (it renders nothing), not the whole page frame.
  const hidden = useDrawerParams(({ panel }) => panel !== undefined);
  useEffect(() => {
    if (!enabled || !appId || loaded) return;
    loaded = true;
    const w = window as unknown as IntercomWindow;
    w.intercomSettings = { app_id: appId, email, hide_default_launcher: false };
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
    document.body.appendChild(script);
  }, [enabled, appId, email]);

  useEffect(() => {
    if (!enabled || !appId) return;
    (window as unknown as IntercomWindow).Intercom?.('update', { hide_default_launcher: hidden });
  }, [enabled, appId, hidden]);

  return null;
}
