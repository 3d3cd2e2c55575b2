import type { Page } from 'playwright-core';

/** The contract's SavedView, as far as the tests read it. */
interface SavedView {
  id: string;
  list: string;
  name: string;
  search?: string;
  filters: Record<string, string[]>;
  sort: { column: string; direction: string } | null;
  columns?: string[];
  is_default: boolean;
}

const SAVED_VIEWS = /^\/api\/users\/[^/]+\/saved-views$/;

/**
 * A server that keeps the user's saved views (Prism is stateless): GET answers what the last PUT sent, PUT takes the
 * set and answers the next revision; or (`absent`) both answer 404, as a backend without saved views. Returns the
 * views kept and the PUTs' bodies, for the test to check.
 */
export async function scriptSavedViews(page: Page, { absent = false, views = [] as SavedView[] } = {}) {
  const kept = { revision: 0, views, puts: [] as { revision?: number; views: SavedView[] }[], gets: 0 };
  await page.route(
    (url) => SAVED_VIEWS.test(url.pathname),
    async (route) => {
      const method = route.request().method();
      if (absent) {
        if (method === 'GET') kept.gets += 1;
        else kept.puts.push(route.request().postDataJSON() as never);
        return route.fulfill({ status: 404, contentType: 'application/problem+json', json: { title: 'Not Found', status: 404 } });
      }
      if (method === 'GET') {
        kept.gets += 1;
        return route.fulfill({ json: { revision: kept.revision, views: kept.views } });
      }
      const body = route.request().postDataJSON() as { revision?: number; views: SavedView[] };
      kept.puts.push(body);
      // Held back a little, so that a zero-gap double click has this request in flight when its second click lands.
      await new Promise((resolve) => setTimeout(resolve, 300));
      kept.revision += 1;
      kept.views = body.views;
      return route.fulfill({ json: { revision: kept.revision } });
    },
  );
  return kept;
}
