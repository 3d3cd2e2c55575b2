/**
 * replaceSavedViews (issue #27): one request per save; the answer's revision and the views sent become the read's
 * cache; a 409 SAVED_VIEWS_CHANGED reads the views again (nothing is re-sent by itself); in this browser's storage
 * when the backend keeps no views.
 */
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedView, SavedViews } from '@generated/model';
import examples from '../../../openapi/examples/saved-views.json';
import { http, setHttpEnvironment } from '@/api/http-client';
import { findOperation, loadResponseSchema } from '@/api/response-validation';
import { savedViewMutations } from '@/shared/queries/saved-view-writes';
import { savedViewQueries } from '@/shared/queries/saved-views';
import { readBrowserViews } from '@/shared/saved-views/browser-views';

const USER = 'usr-maya';
const PATH = `/api/users/${USER}/saved-views`;
const READ = examples.default.value as unknown as SavedViews;
const NEWER: SavedViews = { revision: 9, views: READ.views.slice(1) };

/** The server: each method answers with the next of its answers (the last repeats); calls are logged. */
function answer(routes: Record<string, { status: number; data?: unknown }[]>) {
  const log: string[] = [];
  http.defaults.adapter = (async (config) => {
    const call = `${config.method?.toUpperCase()} ${config.url}`;
    log.push(call);
    const list = routes[call]!;
    const { status, data = '' } = list.length > 1 ? list.shift()! : list[0]!;
    const response = { status, data, statusText: '', headers: {}, config, request: {} };
    if (status >= 400) throw Object.assign(new Error(String(status)), { isAxiosError: true, response, config });
    return response;
  }) satisfies AxiosAdapter;
  return log;
}

beforeAll(async () => {
  await loadResponseSchema(findOperation('get', PATH));
  await loadResponseSchema(findOperation('put', PATH));
});

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  setHttpEnvironment({ cookie: () => '', scenario: () => null, onSessionEnded: vi.fn(), reportError: vi.fn() });
});
afterEach(() => {
  queryClient.clear();
  http.defaults.adapter = undefined;
  setHttpEnvironment(null);
  vi.unstubAllGlobals();
});

const save = (views: SavedView[], storage: 'server' | 'browser' = 'server') =>
  new MutationObserver(queryClient, savedViewMutations.replace(queryClient)).mutate({
    userId: USER,
    storage,
    data: storage === 'server' ? { revision: READ.revision, views } : { views },
  });

describe('saving the views', () => {
  it('sends the whole set with the revision read, once, and keeps the views sent with the new revision', async () => {
    const log = answer({ [`PUT ${PATH}`]: [{ status: 200, data: { revision: 8 } }] });
    queryClient.setQueryData(savedViewQueries.server(USER).queryKey, READ);
    const views = READ.views.slice(0, 2);
    await save(views);
    expect(log).toEqual([`PUT ${PATH}`]);
    expect(queryClient.getQueryData(savedViewQueries.server(USER).queryKey)).toEqual({ revision: 8, views });
  });

  it('on 409 SAVED_VIEWS_CHANGED reads the views again and sends nothing more', async () => {
    const log = answer({
      [`GET ${PATH}`]: [
        { status: 200, data: READ },
        { status: 200, data: NEWER },
      ],
      [`PUT ${PATH}`]: [{ status: 409, data: { status: 409, code: 'SAVED_VIEWS_CHANGED', detail: 'changed' } }],
    });
    // The Views menu's read, mounted.
    const observer = new QueryObserver(queryClient, savedViewQueries.server(USER));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(READ));
    await expect(save(READ.views.slice(0, 1))).rejects.toMatchObject({ response: { status: 409 } });
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(NEWER));
    expect(log).toEqual([`GET ${PATH}`, `PUT ${PATH}`, `GET ${PATH}`]);
    unsubscribe();
  });

  it('another failure leaves the views read as they were', async () => {
    answer({ [`PUT ${PATH}`]: [{ status: 422, data: { status: 422, code: 'VALIDATION_ERROR', detail: 'too many' } }] });
    queryClient.setQueryData(savedViewQueries.server(USER).queryKey, READ);
    await expect(save([])).rejects.toBeTruthy();
    expect(queryClient.getQueryState(savedViewQueries.server(USER).queryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(savedViewQueries.server(USER).queryKey)).toEqual(READ);
  });

  it("keeps them in this browser's storage when the backend has none, with no request", async () => {
    const map = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) },
    });
    const log = answer({});
    const views = READ.views.slice(0, 3);
    await save(views, 'browser');
    expect(log).toEqual([]);
    expect(readBrowserViews(USER).views).toEqual(views);
    expect(queryClient.getQueryData(savedViewQueries.browser(USER).queryKey)).toEqual({ revision: 0, views });
  });
});
