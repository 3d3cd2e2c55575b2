import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getCreateTrainingMagicLinkMutationKey } from '@generated/api/training/training';
import { serverDetail, httpStatusOf } from '@/api/errors';
import { isWriteDropped, isWriteInFlight, useWrite } from '@/shared/queries/mutations';
import { trainingMutations, trainingQueries } from '@/shared/queries/training';
import { notify } from '@/shared/toast/toaster';
import { reportError } from '@/shared/monitoring/error-reporting';
import { track } from '@/shared/monitoring/analytics';
import { safeExternalHref } from '@/shared/url/external-url';
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

/**
 * console-platform.md §2.11: cached link, else a new magic link; inactive training shows the transition dialog. One
 * request at a time: a click while a link is on its way (the second of a double click) opens nothing more.
 */
export function useTrainingLink(accountId: string) {
  const queryClient = useQueryClient();
  const status = useQuery(trainingQueries.integration(accountId));
  const [transitionOpen, setTransitionOpen] = useState(false);
  const { mutateAsync, isPending } = useWrite(trainingMutations.magicLink());
  const requesting = () => isWriteInFlight(queryClient, getCreateTrainingMagicLinkMutationKey(), { accountId });

  const open = async () => {
    const cached = safeExternalHref(readCachedTrainingLink());
    if (cached) {
      openInNewTab(cached);
      return;
    }
    if (requesting()) return;
    // A click before the status has loaded waits for it, rather than taking training as inactive.
    const integration = status.data ?? (await status.refetch()).data;
    if (!integration?.is_active) {
      setTransitionOpen(true);
      return;
    }
    if (requesting()) return;
    // Opened before the request so that popup blockers allow it; pointed at the link once it arrives.
    const pending = window.open('about:blank', '_blank');
    // Signed out while the link was on its way: the tab closes, with no link, report or toast.
    const dropped = () => isWriteDropped(queryClient, getCreateTrainingMagicLinkMutationKey());
    try {
      const answer = await mutateAsync({ accountId });
      if (dropped()) {
        pending?.close();
        return;
      }
      // An answer that is not a web address is an unexpected link response (§8): reported like a failure.
      const link = safeExternalHref(answer?.magic_link);
      if (!link) throw new Error('The training link is not an http(s) address');
      cacheTrainingLink(link);
      openInNewTab(link, pending);
    } catch (error) {
      pending?.close();
      if (dropped()) return;
      const code = httpStatusOf(error);
      const detail = code === 400 || code === 409 ? serverDetail(error) : undefined;
      if (!detail) {
        reportError(error, { area: 'training link' });
        track('training_link_failed');
      }
      notify.error(detail ?? GENERAL_ERROR);
    }
  };

  return { status, open, busy: isPending, transitionOpen, closeTransition: () => setTransitionOpen(false) };
}
