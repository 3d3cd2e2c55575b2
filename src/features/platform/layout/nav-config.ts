import type { ResolvedFlags } from '../session/feature-flags';

export type NavKey = 'summary' | 'fraudDefense' | 'mdr' | 'digitalFootprint' | 'integrations' | 'securityTraining';

export interface NavLink {
  key: NavKey;
  label: string;
  to: string;
  flag?: keyof ResolvedFlags;
  exact?: boolean;
  external?: boolean;
}

/** The side navigation, in order; links whose flag is off are skipped. */
export const NAV_LINKS: readonly NavLink[] = [
  { key: 'summary', label: 'Summary', to: '/', exact: true },
  { key: 'fraudDefense', label: 'Fraud Defense', to: '/fraud-defense', flag: 'fraud_defense_enabled' },
  { key: 'mdr', label: 'MDR', to: '/mdr', flag: 'centaur_mdr_is_enabled' },
  { key: 'digitalFootprint', label: 'Digital footprint', to: '/digital-footprint' },
  { key: 'integrations', label: 'Integrations', to: '/integrations' },
  {
    key: 'securityTraining',
    label: 'Security Training',
    to: '#training',
    flag: 'wizer_generate_magic_link_is_active',
    external: true,
  },
];

export function visibleLinks(flags: ResolvedFlags): NavLink[] {
  return NAV_LINKS.filter((link) => !link.flag || flags[link.flag]);
}

/** Summary matches exactly; the others by path inclusion. */
export function isLinkActive(link: NavLink, pathname: string): boolean {
  if (link.external) return false;
  if (link.exact) return pathname === link.to;
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}
