import { AspectRatio, Button, Center, Icon, Link, List, Stack, Text } from '@chakra-ui/react';
import { PlayCircle } from 'lucide-react';
import { AppDialog } from './AppDialog';

export interface VideoDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The video's address; it opens in a new tab (no third-party player is embedded). */
  href: string;
  /** What the video shows, as short points under the link. */
  points: readonly string[];
  /** Points are steps in order (a numbered list) rather than reasons. */
  numbered?: boolean;
  /** Called when the user follows the link (analytics). */
  onWatch?: () => void;
  testId?: string;
}

/** The promo video dialog (MDR, fraud defense): a large 'Watch the video' link above what the video shows. */
export function VideoDialog({ open, onClose, title, href, points, numbered = false, onWatch, testId }: VideoDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      testId={testId}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack gap="4">
        <AspectRatio ratio={16 / 9} rounded="lg" overflow="hidden" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted">
          <Link
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onWatch}
            color="brand.fg"
            _hover={{ textDecoration: 'none', bg: 'brand.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
          >
            <Center flexDirection="column" gap="2">
              <Icon boxSize="12" aria-hidden>
                <PlayCircle strokeWidth={1.5} />
              </Icon>
              <Text textStyle="sm" fontWeight="semibold">
                Watch the video (opens in a new tab)
              </Text>
            </Center>
          </Link>
        </AspectRatio>
        <List.Root as={numbered ? 'ol' : 'ul'} gap="2" ps="5" textStyle="sm">
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List.Root>
      </Stack>
    </AppDialog>
  );
}
