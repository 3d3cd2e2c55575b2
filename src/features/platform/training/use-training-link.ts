import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createTrainingMagicLink } from '@generated/api/training/training';
import { serverDetail, httpStatusOf } from '@/api/errors';
import { trainingQueries } from '@/shared/queries/training';
import { notify } from '@/shared/toast/toaster';
import { reportError } from '@/shared/monitoring/error-reporting';
import { track } from '@/shared/monitoring/analytics';
import { cacheTrainingLink, readCachedTrainingLink } from './training-link';

const GENERAL_ERROR =
  'Request failed, please try again in a few moments, if an error keeps occurring, please reach out in the chat';

function openInNewTab(link: string, pending?: Window | null) {
  if (pending && !pending.closed) {
    pending.opener = null;
    pending.location.href = link;
    return;
  }
  window.open(link, '_blank', 'noopener,noreferrer');
}

/** console-platform.md §2.11: cached link, else a new magic link; inactive training shows the transition dialog. */
export function useTrainingLink(accountId: string) {
  const status = useQuery(trainingQueries.integration(accountId));
  const [transitionOpen, setTransitionOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    const cached = readCachedTrainingLink();
    if (cached) {
      openInNewTab(cached);
      return;
    }
    // A click before the status has loaded waits for it, rather than taking training as inactive.
    const integration = status.data ?? (await status.refetch()).data;
    if (!integration?.is_active) {
      setTransitionOpen(true);
      return;
    }
    // Opened before the request so that popup blockers allow it; pointed at the link once it arrives.
    const pending = window.open('about:blank', '_blank');
    setBusy(true);
    try {
      const { magic_link } = await createTrainingMagicLink(accountId);
      cacheTrainingLink(magic_link);
      openInNewTab(magic_link, pending);
    } catch (error) {
      pending?.close();
      const code = httpStatusOf(error);
      const detail = code === 400 || code === 409 ? serverDetail(error) : undefined;
      if (!detail) {
        reportError(error, { area: 'training link' });
        track('training_link_failed');
      }
      notify.error(detail ?? GENERAL_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return { status, open, busy, transitionOpen, closeTransition: () => setTransitionOpen(false) };
}
