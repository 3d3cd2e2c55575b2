import { Link, Portal, Stack } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { Toast, Toaster } from '@chakra-ui/react/toast';
import type { ToastLink } from './toaster';
import { toaster } from './toast-runtime';

export default function ToastRegion() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // On a phone the action goes under the text when both do not fit (a long e-mail address at 390 px).
          <Toast.Root
            recipe={toastSlotRecipe}
            width={{ md: 'md' }}
            flexWrap={{ mdDown: 'wrap' }}
            data-testid="toast"
            css={ACCESSIBLE_SOLID}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description opacity="1">
                  {toast.description}
                  {toastLink(toast.meta) ? (
                    <InlineLink link={toastLink(toast.meta)!} onDone={() => toaster.dismiss(toast.id)} />
                  ) : null}
                </Toast.Description>
              ) : null}
            </Stack>
            {/* The toast's next step ('Retry failed', 'Undo'): Zag runs it and closes the toast. */}
            {toast.action ? <Toast.ActionTrigger flexShrink={0}>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

/**
 * Chakra's toast puts white text at 80% opacity on the 600 shade (2.6:1 on green): the 700 shades at full opacity
 * keep the text at WCAG AA (≥ 4.5:1) in both themes.
 */
const ACCESSIBLE_SOLID = {
  '&[data-type=success]': { bg: 'green.700' },
  '&[data-type=error]': { bg: 'red.700' },
  '&[data-type=warning]': { bg: 'orange.700' },
  '&[data-type=info]': { bg: 'blue.700' },
};

const toastLink = (meta: unknown): ToastLink | undefined => (meta as { link?: ToastLink } | undefined)?.link;

function InlineLink({ link, onDone }: { link: ToastLink; onDone: () => void }) {
  return (
    <Link
      as="button"
      fontWeight="semibold"
      textDecoration="underline"
      color="inherit"
      onClick={() => {
        link.onClick();
        onDone();
      }}
    >
      {link.label}
    </Link>
  );
}
