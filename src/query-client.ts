import { QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { carryUnusable } from '@/api/tolerant-reader';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Loaded data stays until a scan completes, a forced reload, or a page refresh (console-platform.md §2.3).
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
        // Lists keep the count of items the tolerant reader left out, for the notice that says so.
        structuralSharing: (previous, next) => {
          const shared = replaceEqualDeep(previous, next);
          carryUnusable(next, shared);
          return shared;
        },
      },
      mutations: { retry: false },
    },
  });
}
