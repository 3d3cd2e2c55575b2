import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Recipes of the components that load on first use (the dialog, drawer, menu, popover and toast frames, the add
 * drawer's combobox and tags input): each is imported and passed (`recipe` prop) where the component renders, so it
 * loads with it instead of with the first page. Keys as the theme names them (`tagsInput` is `@chakra-ui/react/tags-input`).
 */
export const RECIPES_BY_PROP = ['dialog', 'drawer', 'menu', 'popover', 'toast', 'combobox', 'tagsInput'] as const;

/**
 * Chakra's default theme with only the recipes of the components the app renders, instead of `defaultConfig`, which
 * bundles every component's recipe (~25 KB gzip of first load). A component whose recipe is missing renders unstyled,
 * so the end-to-end check over the build (tests/e2e/production-build.e2e.ts) fails when a bundled Chakra component's
 * recipe is not listed here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      select: selectSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/**
 * One brand accent (indigo), neutral surfaces, and severity colours used only for severity.
 * Severity text tokens are the 700 shade in light mode and the 300 shade in dark mode, which keeps
 * them at WCAG AA (≥ 4.5:1) on the page and panel backgrounds of both modes.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { fontFeatureSettings: '"cv11", "ss01"' },
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.canvas', color: 'fg' },
    // A modal drawer or dialog sets `pointer-events: none` on <body> (Zag); inherited, it restyled every element of the
    // page (about a thousand, in the trace of a drawer's opening). The app's root keeps its own value instead, so only
    // <body> changes; the overlay's backdrop covers the page, so the page still gets no pointer events.
    '#root': { pointerEvents: 'auto' },
    '.tabular-nums, td[data-numeric], th[data-numeric]': { fontVariantNumeric: 'tabular-nums' },
    // SkeletonLines' bars: Chakra's Skeleton (pulse) as classes of the start-up style sheet. As Skeletons, each bar
    // width was an Emotion rule inserted the first time it showed, at a drawer's opening, and an inserted rule restyles
    // the whole page: ~1,050 elements and a layout, 224-272 ms against 48-64 for the openings after it (traced).
    '.skeleton-lines': { display: 'flex', flexDirection: 'column', gap: '3' },
    '.skeleton-line': {
      flexShrink: '0',
      borderRadius: 'l2',
      bg: 'bg.emphasized',
      animation: 'pulse',
      animationDuration: 'var(--duration, 1.2s)',
      pointerEvents: 'none',
      userSelect: 'none',
    },
    // Users who ask for less motion get none: drawers and dialogs appear and go at once (Zag's presence unmounts a part
    // whose animation lasts 0s without waiting for its end), skeletons stop pulsing.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0s !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    // The specification's xxl (1920 px) is Chakra's `2xl` key, so responsive props stay typed.
    breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1920px' },
    tokens: {
      fonts: {
        heading: { value: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", sans-serif' },
        body: { value: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", sans-serif' },
        mono: { value: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
      },
      durations: { drawer: { value: '400ms' } },
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
    },
    semanticTokens: {
      colors: {
        'bg.canvas': { value: { base: '{colors.gray.50}', _dark: '#0b0d12' } },
        'bg.panel': { value: { base: '{colors.white}', _dark: '#12151c' } },
        'bg.subtle': { value: { base: '{colors.gray.100}', _dark: '#181c25' } },
        'border.subtle': { value: { base: '{colors.gray.200}', _dark: '#242a36' } },
        // Chakra's defaults for these text tokens fall below WCAG AA (4.5:1) on white or gray.50 (gray.400 is 2.6:1,
        // red.500 3.8:1, orange.600 3.6:1, green.600 3.3:1): the 500/700 shades keep them readable (axe, on the stories
        // and the integrationBroken cards). `_light` replaces Chakra's own `_light` value; `base` would not.
        fg: {
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        brand: {
          solid: { value: { base: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { base: '{colors.white}', _dark: '{colors.gray.950}' } },
          fg: { value: { base: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { base: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { base: '{colors.brand.50}', _dark: '#1a1d3a' } },
          emphasized: { value: { base: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { base: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { base: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        severity: {
          critical: {
            fg: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
            bg: { value: { base: '{colors.red.50}', _dark: '#3a1518' } },
            solid: { value: { base: '{colors.red.600}', _dark: '{colors.red.400}' } },
          },
          important: {
            fg: { value: { base: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
            bg: { value: { base: '{colors.orange.50}', _dark: '#3a2212' } },
            solid: { value: { base: '{colors.orange.500}', _dark: '{colors.orange.400}' } },
          },
          moderate: {
            fg: { value: { base: '#8a5a00', _dark: '{colors.yellow.300}' } },
            bg: { value: { base: '{colors.yellow.50}', _dark: '#33290d' } },
            solid: { value: { base: '{colors.yellow.500}', _dark: '{colors.yellow.400}' } },
          },
          low: {
            fg: { value: { base: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
            bg: { value: { base: '{colors.blue.50}', _dark: '#132340' } },
            solid: { value: { base: '{colors.blue.500}', _dark: '{colors.blue.400}' } },
          },
          informational: {
            fg: { value: { base: '{colors.gray.700}', _dark: '{colors.gray.300}' } },
            bg: { value: { base: '{colors.gray.100}', _dark: '#1f232c' } },
            solid: { value: { base: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
          },
          clean: {
            fg: { value: { base: '{colors.green.700}', _dark: '{colors.green.300}' } },
            bg: { value: { base: '{colors.green.50}', _dark: '#0f2e1c' } },
            solid: { value: { base: '{colors.green.600}', _dark: '{colors.green.400}' } },
          },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
