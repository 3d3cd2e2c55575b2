import { colorVar } from '../../components/chart-tokens';

/** The line's colour, shared by the chart and the card's legend (which renders before the chart's code loads). */
export const LINE_COLOR = colorVar('brand.solid');
