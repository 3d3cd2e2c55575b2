import { severityColors } from '@/shared/theme/severity';
import { system } from '@/shared/theme/system';
import type { Severity } from '../model/case-model';

/** Theme tokens as CSS variables, so SVG charts follow light and dark mode without re-rendering. */
export const colorVar = (token: string) => system.token(`colors.${token}`);

export const severityFill = (severity: Severity) => colorVar(severityColors(severity).solid);
