import { Box, Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SkeletonLines } from '@/shared/ui/SkeletonLines';

/**
 * The bars that stand for a drawer's content or the filter popup's sections for a frame or two. They are plain
 * elements with the theme's global classes: a style rule inserted while a drawer opens restyles the whole page.
 */
function SkeletonDemo({ widths, startShown }: { widths: readonly string[]; startShown: boolean }) {
  const [shown, setShown] = useState(startShown);
  return (
    <Stack p="6" gap="4" maxW="md" align="flex-start">
      <Button size="sm" variant="outline" onClick={() => setShown(true)}>
        Show the bars
      </Button>
      <Box w="full" aria-busy={shown || undefined}>
        {shown ? <SkeletonLines widths={widths} testId="skeleton" /> : null}
      </Box>
    </Stack>
  );
}

const meta = {
  title: 'Shared/Skeleton lines',
  component: SkeletonDemo,
  tags: ['autodocs'],
  args: { widths: ['60%', '90%', '80%', '40%'], startShown: true },
} satisfies Meta<typeof SkeletonDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getByTestId('skeleton').children;
    await expect(bars).toHaveLength(4);
    // The first bar has a heading's height, the others a line's.
    await expect(bars[0]!.getBoundingClientRect().height).toBe(20);
    await expect(bars[1]!.getBoundingClientRect().height).toBe(16);
    await expect(getComputedStyle(bars[1]!).animationName).toBe('pulse');
  },
};

/** Widths never shown before add no style rule to the page (an Emotion rule per width did, at a drawer's opening). */
export const AddsNoStyleRule: Story = {
  args: { widths: ['13%', '27%', '41%'], startShown: false },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const rules = () => [...doc.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0);
    const before = rules();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show the bars' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('skeleton').children).toHaveLength(3));
    await expect(rules()).toBe(before);
  },
};
