import { Box, Grid, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { system } from '@/shared/theme/system';

/**
 * The design tokens as the app's Chakra system defines them (src/shared/theme/system.ts): every value here is read
 * from `system.tokens`, so the page follows the theme without being edited.
 */
type Token = (typeof system.tokens.allTokens)[number];

const tokens = system.tokens.allTokens;

const byName = (name: string) => tokens.filter((token) => token.name === name);

/** A semantic token's value in one mode: `base`/`_light` in light, `_dark` in dark (Chakra registers one per mode). */
function modeValue(name: string, mode: 'light' | 'dark'): Token | undefined {
  const entries = byName(name);
  const dark = entries.find((token) => token.extensions.condition === '_dark');
  const light = entries.find((token) => token.extensions.condition !== '_dark');
  return mode === 'dark' ? (dark ?? light) : light;
}

const conditionText = (token: Token | undefined, mode: 'light' | 'dark') => {
  const conditions = token?.extensions.conditions as Record<string, string> | undefined;
  if (!conditions) return String(token?.originalValue ?? '');
  return (mode === 'dark' ? conditions._dark : (conditions.base ?? conditions._light)) ?? '';
};

/** Semantic colour tokens of the app and of Chakra's base that the console uses, grouped by their first segment. */
const semanticColours = [
  ...new Set(
    tokens
      .filter((token) => token.extensions.category === 'colors' && token.extensions.conditions)
      .map((token) => token.name.replace(/^colors\./, '')),
  ),
];

const group = (prefix: string) => semanticColours.filter((name) => name === prefix || name.startsWith(`${prefix}.`));

function Swatch({ value, label }: { value: string; label: string }) {
  return (
    <HStack gap="2" minW="0">
      <Box
        flexShrink={0}
        boxSize="6"
        borderRadius="sm"
        borderWidth="1px"
        borderColor="border.subtle"
        style={{ background: value }}
      />
      <Text textStyle="xs" fontFamily="mono" truncate>
        {label}
      </Text>
    </HStack>
  );
}

function ColourTable({ names, caption }: { names: string[]; caption: string }) {
  return (
    <Table.Root size="sm" variant="line" aria-label={caption}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="40%">Token</Table.ColumnHeader>
          <Table.ColumnHeader w="30%">Light</Table.ColumnHeader>
          <Table.ColumnHeader w="30%">Dark</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {names.map((name) => {
          const light = modeValue(`colors.${name}`, 'light');
          const dark = modeValue(`colors.${name}`, 'dark');
          return (
            <Table.Row key={name} data-token={name}>
              <Table.Cell fontFamily="mono" textStyle="xs">
                {name}
              </Table.Cell>
              <Table.Cell>
                <Swatch value={String(light?.value ?? '')} label={conditionText(light, 'light')} />
              </Table.Cell>
              <Table.Cell>
                <Swatch value={String(dark?.value ?? '')} label={conditionText(dark, 'dark')} />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="3" p="6" maxW="6xl">
      <Heading as="h2" textStyle="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Colours() {
  return (
    <Section title="Colours (light and dark)">
      <Text textStyle="sm" color="fg.muted">
        Neutral surfaces, one brand accent. Each token shows its value in both modes, whatever the toolbar theme.
      </Text>
      {['bg', 'fg', 'border', 'brand'].map((prefix) => (
        <ColourTable key={prefix} caption={`${prefix} colours`} names={group(prefix)} />
      ))}
    </Section>
  );
}

function Severity() {
  const tones = [...new Set(group('severity').map((name) => name.split('.')[1] ?? ''))].filter(Boolean);
  return (
    <Section title="Severity palette">
      <Text textStyle="sm" color="fg.muted">
        Used only for severity. Text (fg) stays at WCAG AA on the page and panel backgrounds of both modes.
      </Text>
      <Grid templateColumns="repeat(auto-fill, minmax(200px, 1fr))" gap="3">
        {tones.map((tone) => (
          <Stack key={tone} gap="2" p="3" borderWidth="1px" borderColor="border.subtle" borderRadius="md" bg="bg.panel">
            <Box px="2" py="1" borderRadius="sm" bg={`severity.${tone}.bg`} color={`severity.${tone}.fg`}>
              <Text textStyle="sm" fontWeight="semibold" textTransform="capitalize">
                {tone}
              </Text>
            </Box>
            <Box h="2" borderRadius="full" bg={`severity.${tone}.solid`} />
          </Stack>
        ))}
      </Grid>
      <ColourTable caption="severity colours" names={group('severity')} />
    </Section>
  );
}

const styleNames = Object.keys(system._config.theme?.textStyles ?? {}).filter((name) => !['none', 'label'].includes(name));

function Typography() {
  return (
    <Section title="Type scale">
      <Text textStyle="sm" color="fg.muted">
        Font: {String(byName('fonts.body')[0]?.value ?? '')}
      </Text>
      <Stack gap="2">
        {styleNames.map((name) => (
          <HStack key={name} gap="6" align="baseline" data-text-style={name}>
            <Text w="16" flexShrink={0} textStyle="xs" fontFamily="mono" color="fg.muted">
              {name}
            </Text>
            <Text w="24" flexShrink={0} textStyle="xs" fontFamily="mono" color="fg.muted">
              {String(byName(`fontSizes.${name}`)[0]?.extensions.pixelValue ?? '')}
            </Text>
            <Text textStyle={name} truncate>
              Bright Smile Dental Group
            </Text>
          </HStack>
        ))}
      </Stack>
    </Section>
  );
}

const scale = (category: string) =>
  tokens.filter(
    (token) =>
      token.extensions.category === category &&
      !token.name.includes('-') &&
      /^\d+(\.\d+)?$|^[a-z0-9]+$/.test(String(token.extensions.prop)),
  );

function Spacing() {
  const spacing = scale('spacing').filter((token) => Number(token.extensions.prop) <= 16);
  return (
    <Section title="Spacing (8 px grid)">
      <Stack gap="1">
        {spacing.map((token) => (
          <HStack key={token.name} gap="4" data-spacing={String(token.extensions.prop)}>
            <Text w="12" textStyle="xs" fontFamily="mono" color="fg.muted">
              {String(token.extensions.prop)}
            </Text>
            <Text w="16" textStyle="xs" fontFamily="mono" color="fg.muted">
              {String(token.extensions.pixelValue ?? token.value)}
            </Text>
            <Box h="3" bg="brand.solid" borderRadius="xs" style={{ width: String(token.value) }} />
          </HStack>
        ))}
      </Stack>
    </Section>
  );
}

function Radii() {
  return (
    <Section title="Radii">
      <HStack gap="4" wrap="wrap">
        {scale('radii').map((token) => (
          <Stack key={token.name} gap="1" align="center" data-radius={String(token.extensions.prop)}>
            <Box
              boxSize="14"
              bg="bg.panel"
              borderWidth="2px"
              borderColor="brand.border"
              style={{ borderRadius: String(token.value) }}
            />
            <Text textStyle="xs" fontFamily="mono">
              {String(token.extensions.prop)}
            </Text>
            <Text textStyle="xs" fontFamily="mono" color="fg.muted">
              {String(token.extensions.pixelValue ?? token.value)}
            </Text>
          </Stack>
        ))}
      </HStack>
    </Section>
  );
}

const meta = {
  title: 'Design tokens',
  tags: ['autodocs'],
  parameters: { docs: { description: { component: 'Read from the app\u2019s Chakra system (`src/shared/theme/system.ts`).' } } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ColourTokens: Story = {
  name: 'Colours',
  render: () => <Colours />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brand = within(canvas.getByRole('table', { name: 'brand colours' }));
    // The brand accent is indigo 600 in light and 400 in dark (system.ts).
    const solid = brand.getByText('brand.solid').closest('tr') as HTMLElement;
    await expect(within(solid).getByText('{colors.brand.600}')).toBeVisible();
    await expect(within(solid).getByText('{colors.brand.400}')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'bg colours' })).toHaveTextContent('bg.canvas');
  },
};

export const SeverityPalette: Story = {
  name: 'Severity palette',
  render: () => <Severity />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of ['critical', 'important', 'moderate', 'low', 'informational', 'clean']) {
      await expect(canvas.getByText(tone)).toBeVisible();
    }
    const critical = canvas.getByText('severity.critical.fg').closest('tr') as HTMLElement;
    await expect(within(critical).getByText('{colors.red.700}')).toBeVisible();
  },
};

export const TypeScale: Story = {
  name: 'Type scale',
  render: () => <Typography />,
  play: async ({ canvasElement }) => {
    const md = canvasElement.querySelector('[data-text-style="md"]') as HTMLElement;
    await expect(within(md).getByText('16px')).toBeVisible();
    await expect(within(canvasElement).getByText(/Inter Variable/)).toBeVisible();
  },
};

export const SpacingScale: Story = {
  name: 'Spacing',
  render: () => <Spacing />,
  play: async ({ canvasElement }) => {
    const two = canvasElement.querySelector('[data-spacing="2"]') as HTMLElement;
    await expect(within(two).getByText('8px')).toBeVisible();
  },
};

export const RadiusScale: Story = {
  name: 'Radii',
  render: () => <Radii />,
  play: async ({ canvasElement }) => {
    const md = canvasElement.querySelector('[data-radius="md"]') as HTMLElement;
    await expect(within(md).getByText('6px')).toBeVisible();
  },
};
