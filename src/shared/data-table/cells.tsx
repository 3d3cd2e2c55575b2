/**
 * Cell contents for DataTable rows: plain elements styled by the table's one stylesheet (CELL_CSS), so a row costs
 * no style resolution. A Chakra Text or Badge resolves its styles on every render, and a sort or a keystroke
 * re-renders every shown row: with them a 5,000-member team took over 100 ms per sort.
 */
import type { ReactNode } from 'react';

/** Palettes a CellBadge can take (the subtle badge of the theme). */
const BADGE_PALETTES = ['gray', 'green', 'orange', 'red', 'blue', 'brand'] as const;
type BadgePalette = (typeof BADGE_PALETTES)[number];

interface CellTextProps {
  children: ReactNode;
  /** Full text on hover, since long values are cut with an ellipsis. */
  title?: string;
  tone?: 'muted';
  size?: 'xs';
  weight?: 'medium' | 'semibold';
  /** Tabular figures (dates, counts). */
  numeric?: boolean;
  /** An icon before the text (decorative: aria-hidden). */
  icon?: ReactNode;
}

/** One line of text, cut with an ellipsis (it wraps in the phone card). */
export function CellText({ children, title, tone, size, weight, numeric, icon }: CellTextProps) {
  const text = (
    <span
      data-cell-text=""
      data-tone={tone}
      data-size={size}
      data-weight={weight}
      data-figures={numeric || undefined}
      title={title}
    >
      {children}
    </span>
  );
  return icon ? (
    <span data-cell-icon-text="">
      {icon}
      {text}
    </span>
  ) : (
    text
  );
}

/** Lines stacked in one cell (a name over its e-mail address). */
export function CellLines({ children }: { children: ReactNode }) {
  return <span data-cell-lines="">{children}</span>;
}

/** The theme's subtle badge (size sm), as a plain element. */
export function CellBadge({ palette, children }: { palette: BadgePalette; children: ReactNode }) {
  return (
    <span data-cell-badge="" data-palette={palette}>
      {children}
    </span>
  );
}

const paletteRules = Object.fromEntries(
  BADGE_PALETTES.map((palette) => [`& [data-cell-badge][data-palette="${palette}"]`, { colorPalette: palette }]),
);

/** Part of the table's stylesheet. */
export const CELL_CSS = {
  '& [data-cell-text]': {
    display: 'block',
    minWidth: 0,
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& [data-cell-text][data-tone="muted"]': { color: 'fg.muted' },
  '& [data-cell-text][data-size="xs"]': { textStyle: 'xs' },
  '& [data-cell-text][data-weight="medium"]': { fontWeight: 'medium' },
  '& [data-cell-text][data-weight="semibold"]': { fontWeight: 'semibold' },
  '& [data-cell-text][data-figures]': { fontVariantNumeric: 'tabular-nums' },
  '& [data-cell-icon-text]': { display: 'flex', alignItems: 'center', gap: '2', minWidth: 0, color: 'fg' },
  '& [data-cell-icon-text] > svg': { flexShrink: 0 },
  // A row nested under another (a campaign's e-mail): past the parent's toggle (24 px) and gap.
  '& [data-cell-indent]': { display: 'flex', paddingInlineStart: '8', minWidth: 0, width: '100%' },
  '& [data-cell-lines]': { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0, width: '100%' },
  '& [data-cell-badge]': {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    borderRadius: 'l2',
    gap: '1',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
  },
  ...paletteRules,
} as const;
