/** The attribute .storybook/vitest.setup.ts puts on the element a story's capture shows, for the node-side check. */
export const VISUAL_TARGET = 'data-visual-target';
