import { localStore } from '@/shared/persistence/local-store';

const TRAINING_LINK_KEY = 'stance.trainingLink';
/** console-platform.md §9: 27 minutes. */
const TRAINING_LINK_TTL_MS = 1_620_000;

export function readCachedTrainingLink(now = Date.now()): string | null {
  const raw = localStore.get(TRAINING_LINK_KEY);
  if (!raw) return null;
  try {
    const { link, expiresAt } = JSON.parse(raw) as { link?: unknown; expiresAt?: unknown };
    return typeof link === 'string' && typeof expiresAt === 'number' && expiresAt > now ? link : null;
  } catch {
    return null;
  }
}

export function cacheTrainingLink(link: string, now = Date.now()) {
  localStore.set(TRAINING_LINK_KEY, JSON.stringify({ link, expiresAt: now + TRAINING_LINK_TTL_MS }));
}

export function clearTrainingLink() {
  localStore.remove(TRAINING_LINK_KEY);
}
