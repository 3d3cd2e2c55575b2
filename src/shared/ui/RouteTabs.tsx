import { Box, HStack } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';

export interface RouteTab {
  label: string;
  to: string;
  /** Search params the tab's link carries (e.g. a remembered view). */
  search?: Record<string, unknown>;
}

/** A routed tab bar: each tab is a link, the active one marked with aria-current. */
export function RouteTabs({ label, tabs, onSelect }: { label: string; tabs: RouteTab[]; onSelect?: (tab: RouteTab) => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Box as="nav" aria-label={label} borderBottomWidth="1px" borderColor="border.subtle" mb="6">
      {/* Wraps rather than scrolls on phones, so no tab is cut off at the edge ("Service Reque…"). */}
      <HStack columnGap={{ base: '0', sm: '1' }} rowGap="0" flexWrap="wrap">
        {tabs.map((tab) => {
          const active = pathname === tab.to || pathname.startsWith(`${tab.to}/`);
          return (
            <Box
              key={tab.to}
              asChild
              px={{ base: '2.5', sm: '3' }}
              py="2.5"
              mb="-1px"
              textStyle="sm"
              fontWeight={active ? 'semibold' : 'medium'}
              color={active ? 'brand.fg' : 'fg.muted'}
              borderBottomWidth="2px"
              borderColor={active ? 'brand.solid' : 'transparent'}
              _hover={{ color: 'fg' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px', borderRadius: 'sm' }}
            >
              <Link to={tab.to} search={tab.search} aria-current={active ? 'page' : undefined} onClick={() => onSelect?.(tab)}>
                {tab.label}
              </Link>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
