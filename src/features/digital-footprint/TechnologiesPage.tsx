import { Box, Flex, HStack, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { countUnusable } from '@/api/tolerant-reader';
import { ListExport } from '@/shared/export/ListExport';
import { LeftOutNotice } from '@/shared/ui/LeftOutNotice';
import { useSession } from '@/features/platform';
import { SavedViewsMenu } from '@/features/saved-views';
import { SearchBox } from '@/shared/search/SearchBox';
import { useUrlSearch } from '@/shared/search/use-url-search';
import { Panel } from '@/shared/ui/Panel';
import { QueryState } from '@/shared/ui/QueryState';
import {
  NO_TECHNOLOGIES,
  TECHNOLOGY_EXPORT_COLUMNS,
  TECHNOLOGY_SCROLL_OFFSET_PX,
  TECHNOLOGY_SEARCH_KEYS,
  TECHNOLOGY_VIEWS,
  firstWindow,
  nextWindow,
  sortTechnologies,
} from './model/technology-model';
import { TechnologyCard } from './technologies/TechnologyCard';
import { useFootprintTechnologies } from './use-footprint-data';

const technologiesRoute = getRouteApi('/_app/digital-footprint/technologies');

/**
 * /digital-footprint/technologies (§2.6): search and an infinite-scroll list of cards, 30 at a time, and the export of
 * every card the search finds (issue #27), not only those scrolled into view.
 */
export function TechnologiesPage() {
  const { accountId } = useSession();
  const technologies = useFootprintTechnologies(accountId);
  const sorted = useMemo(() => sortTechnologies(technologies.data ?? []), [technologies.data]);
  const q = technologiesRoute.useSearch({ select: (search) => search.q });
  const navigate = technologiesRoute.useNavigate();
  const writeText = useCallback(
    (text: string | undefined) => void navigate({ to: '.', replace: true, search: (prev) => ({ ...prev, q: text }) }),
    [navigate],
  );
  const search = useUrlSearch(sorted, TECHNOLOGY_SEARCH_KEYS, { value: q, write: writeText });
  const results = search.results;

  const [shown, setShown] = useState(() => firstWindow(results.length));
  // A new search starts from the first 30 again.
  const [windowFor, setWindowFor] = useState(results);
  if (windowFor !== results) {
    setWindowFor(results);
    setShown(firstWindow(results.length));
  }

  const sentinel = useRef<HTMLDivElement>(null);
  const total = results.length;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || shown >= total) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((current) => nextWindow(current, total));
      },
      { rootMargin: `0px 0px ${TECHNOLOGY_SCROLL_OFFSET_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, total]);

  const ready = !technologies.isPending && !technologies.error;
  return (
    <Panel as="section" aria-labelledby="technologies-title">
      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        gap="4"
        mb="4"
      >
        <HStack gap="3" align="baseline">
          <Heading id="technologies-title" as="h2" textStyle="md" fontWeight="semibold">
            Technologies
          </Heading>
          {ready ? (
            <Text textStyle="sm" color="fg.muted" className="tabular-nums" aria-live="polite" data-testid="technology-count">
              {total === sorted.length ? `${total}` : `${total} of ${sorted.length}`}
            </Text>
          ) : null}
        </HStack>
        <Flex gap="3" align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <SearchBox
            value={search.typed}
            onChange={search.setTyped}
            placeholder="Search technologies"
            width={{ base: 'full', md: '64' }}
          />
          <SavedViewsMenu spec={TECHNOLOGY_VIEWS} route={technologiesRoute} />
          {ready ? (
            <ListExport
              list="Technologies"
              rows={results}
              columns={TECHNOLOGY_EXPORT_COLUMNS}
              filtered={search.query.trim() !== ''}
            />
          ) : null}
        </Flex>
      </Flex>
      <QueryState
        isPending={technologies.isPending}
        error={technologies.error}
        onRetry={() => void technologies.refetch()}
        loadingLabel="Loading technologies…"
      >
        {total === 0 ? (
          <Box py="16" textAlign="center" borderWidth="1px" borderStyle="dashed" borderColor="border.subtle" borderRadius="md">
            <Text color="fg.muted" textStyle="sm">
              {NO_TECHNOLOGIES}
            </Text>
          </Box>
        ) : (
          <>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label="Technologies">
              {results.slice(0, shown).map((technology) => (
                <li key={technology.id}>
                  <TechnologyCard technology={technology} />
                </li>
              ))}
            </SimpleGrid>
            {shown < total ? <Box ref={sentinel} h="1px" data-testid="technologies-more" aria-hidden /> : null}
          </>
        )}
        <LeftOutNotice count={countUnusable(technologies.data)} noun={['technology', 'technologies']} />
      </QueryState>
    </Panel>
  );
}
