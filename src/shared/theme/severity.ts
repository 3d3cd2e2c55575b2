/** Severity vocabulary shared by issues and cases; high and medium are aliases of important and moderate. */
export type SeverityTone = 'critical' | 'important' | 'moderate' | 'low' | 'informational' | 'clean';

const TONES: Record<string, SeverityTone> = {
  critical: 'critical',
  important: 'important',
  high: 'important',
  moderate: 'moderate',
  medium: 'moderate',
  low: 'low',
  informational: 'informational',
  info: 'informational',
  clean: 'clean',
};

export function severityTone(severity: string | null | undefined): SeverityTone {
  return TONES[(severity ?? '').toLowerCase()] ?? 'informational';
}

export function severityColors(severity: string | null | undefined) {
  const tone = severityTone(severity);
  return { fg: `severity.${tone}.fg`, bg: `severity.${tone}.bg`, solid: `severity.${tone}.solid` } as const;
}
