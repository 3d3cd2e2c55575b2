import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { BookOpenCheck, Globe, LayoutDashboard, Plug, ShieldAlert, ShieldCheck, type LucideIcon } from 'lucide-react';
import { appConfig } from '@/config/app-config';
import { track } from '@/shared/monitoring/analytics';
import type { ResolvedFlags } from '../session/feature-flags';
import { isLinkActive, visibleLinks, type NavKey } from './nav-config';

const ICONS: Record<NavKey, LucideIcon> = {
  summary: LayoutDashboard,
  fraudDefense: ShieldAlert,
  mdr: ShieldCheck,
  digitalFootprint: Globe,
  integrations: Plug,
  securityTraining: BookOpenCheck,
};

export interface SideNavProps {
  flags: ResolvedFlags;
  isMdrActive: boolean;
  onOpenTraining: () => void;
  /** A training link is being requested. */
  trainingBusy?: boolean;
  onNavigate?: () => void;
}

export function ProductMark() {
  return (
    <Flex align="center" gap="2.5" px="3" py="1">
      <Flex boxSize="8" borderRadius="md" bg="brand.solid" color="brand.contrast" align="center" justify="center" aria-hidden>
        <ShieldCheck size={18} />
      </Flex>
      <Text fontWeight="semibold" textStyle="lg" letterSpacing="tight">
        {appConfig.productName}
      </Text>
    </Flex>
  );
}

export function SideNav({ flags, isMdrActive, onOpenTraining, trainingBusy = false, onNavigate }: SideNavProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Stack as="nav" aria-label="Main" gap="1">
      {visibleLinks(flags).map((link) => {
        const Icon = ICONS[link.key];
        const active = isLinkActive(link, pathname);
        const common = {
          justifyContent: 'flex-start',
          gap: '3',
          w: 'full',
          h: '10',
          px: '3',
          fontWeight: active ? 'semibold' : 'medium',
          color: active ? 'brand.fg' : 'fg.muted',
          bg: active ? 'brand.subtle' : 'transparent',
          _hover: { bg: active ? 'brand.subtle' : 'bg.subtle', color: active ? 'brand.fg' : 'fg' },
        } as const;
        if (link.external) {
          return (
            <Button
              key={link.key}
              variant="ghost"
              {...common}
              loading={trainingBusy}
              loadingText={link.label}
              spinnerPlacement="start"
              onClick={() => {
                onNavigate?.();
                onOpenTraining();
              }}
            >
              <Icon size={18} aria-hidden />
              {link.label}
            </Button>
          );
        }
        return (
          <Button key={link.key} asChild variant="ghost" {...common}>
            <Link
              to={link.to}
              aria-current={active ? 'page' : undefined}
              onClick={() => {
                if (link.key === 'mdr') track('mdr_nav_clicked', { isMdrActive });
                onNavigate?.();
              }}
            >
              <Icon size={18} aria-hidden />
              {link.label}
            </Link>
          </Button>
        );
      })}
      <Box h="2" />
    </Stack>
  );
}
