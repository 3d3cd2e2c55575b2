import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { AppDialog } from '../dialogs/AppDialog';

/** What the dialog lists, in its order: the lists' keys (list-shortcuts.ts, the table, the search box) and the drawer's. */
const SHORTCUT_LIST: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['j', '↓'], action: 'Next row' },
  { keys: ['k', '↑'], action: 'Previous row' },
  { keys: ['Enter'], action: 'Open the row' },
  { keys: ['/'], action: 'Search the list' },
  { keys: ['Esc'], action: 'Clear the search, then leave it' },
  { keys: ['←', '→'], action: 'Previous or next item in an open panel' },
  { keys: ['Esc'], action: 'Close the panel or dialog' },
  { keys: ['?'], action: 'Show these shortcuts' },
];

/** A key cap (a styled `kbd`: Chakra's Kbd recipe is not in the app's theme). */
const Key = chakra('kbd', {
  base: {
    display: 'inline-flex',
    justifyContent: 'center',
    minW: '6',
    px: '1.5',
    borderWidth: '1px',
    borderBottomWidth: '2px',
    borderColor: 'border',
    borderRadius: 'sm',
    bg: 'bg.subtle',
    fontFamily: 'mono',
    textStyle: 'xs',
    lineHeight: '1.25rem',
  },
});

/** 'Keyboard shortcuts', opened with `?` (ListShortcuts). */
export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AppDialog open={open} onClose={onClose} title="Keyboard shortcuts" testId="shortcuts-dialog">
      <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="3" alignItems="center">
        {SHORTCUT_LIST.map(({ keys, action }) => (
          <Box key={action} display="contents">
            <Flex as="dt" gap="1" align="center">
              {keys.map((key, i) => (
                <Flex key={key} gap="1" align="center">
                  {i > 0 ? (
                    <Text as="span" textStyle="xs" color="fg.muted">
                      or
                    </Text>
                  ) : null}
                  <Key>{key}</Key>
                </Flex>
              ))}
            </Flex>
            <Text as="dd" textStyle="sm">
              {action}
            </Text>
          </Box>
        ))}
      </Box>
    </AppDialog>
  );
}
