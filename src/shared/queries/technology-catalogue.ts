import { getGetTechnologyCatalogueQueryOptions } from '@generated/api/assets/assets';

/**
 * The options of the digital footprint add drawer's technology select. Its own module, imported only by the lazily
 * loaded drawer, so no route's first load carries it.
 */
export const technologyCatalogueQuery = (accountId: string) => getGetTechnologyCatalogueQueryOptions(accountId);
