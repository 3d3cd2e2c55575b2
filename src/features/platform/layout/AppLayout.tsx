import { Box, Flex, Link as ChakraLink } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { DrawerHost } from '@/shared/drawer/DrawerHost';
import { ListShortcuts } from '@/shared/keyboard/ListShortcuts';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import { endFirstPage } from '@/shared/ui/PageBody';
import { useLatched } from '@/shared/overlay/use-latched';
import { EnableMfaDialog } from '../mfa/EnableMfaDialog';
import { ChatSupport } from '../monitors/ChatSupport';
import { useProcessMonitor } from '../monitors/process-monitor';
import { useScanMonitor } from '../monitors/scan-monitor';
import { PolicyNoticeBanner } from '../policy/PolicyNoticeBanner';
import { useSession } from '../session/session';
import { TrainingTransitionDialog } from '../training/TrainingTransitionDialog';
import { useTrainingLink } from '../training/use-training-link';
import { HeaderBar } from './HeaderBar';
import { ProductMark, SideNav } from './SideNav';

const MobileNavDrawer = lazyPart(() => import('./MobileNavDrawer').then((m) => m.default));

export function AppLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const mobileNavUsed = useLatched(mobileNavOpen);
  const training = useTrainingLink(session.accountId);
  useScanMonitor(session.accountId);
  useProcessMonitor(session.accountId, session.flags.mark_as_resolved_enabled);

  // The first page's body waited a commit for its header (PageBody); the pages after it render theirs at once.
  useEffect(endFirstPage, []);

  const trainingActive = training.status.data?.is_active;
  const trainingFailed = training.status.isError;
  useEffect(() => {
    if (trainingFailed) console.info('Training integration status could not be read.');
    else if (trainingActive === false) console.info('Training integration is not active.');
  }, [trainingActive, trainingFailed]);

  const nav = (onNavigate?: () => void) => (
    <SideNav
      flags={session.flags}
      isMdrActive={session.account.is_mdr}
      onOpenTraining={() => void training.open()}
      trainingBusy={training.busy}
      onNavigate={onNavigate}
    />
  );

  return (
    <Flex minH="100dvh" bg="bg.canvas">
      <ChakraLink
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg.panel"
        px="3"
        py="2"
        borderRadius="md"
        _focusVisible={{ top: '2' }}
      >
        Skip to content
      </ChakraLink>
      <Box
        as="aside"
        hideBelow="xl"
        w="60"
        flexShrink={0}
        borderRightWidth="1px"
        borderColor="border.subtle"
        bg="bg.panel"
        position="sticky"
        top="0"
        h="100dvh"
        px="3"
        py="4"
      >
        <Box mb="6">
          <ProductMark />
        </Box>
        {nav()}
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <HeaderBar session={session} onOpenMobileNav={() => setMobileNavOpen(true)} />
        <Box
          as="main"
          id="main"
          tabIndex={-1}
          flex="1"
          px={{ base: '4', md: '6', xl: '8' }}
          py={{ base: '5', md: '6' }}
          maxW="1680px"
          w="full"
          mx="auto"
          _focus={{ outline: 'none' }}
        >
          <PolicyNoticeBanner account={session.account} />
          {children}
        </Box>
      </Flex>

      {mobileNavUsed ? (
        <MobileNavDrawer open={mobileNavOpen} onOpenChange={setMobileNavOpen}>
          {nav(() => setMobileNavOpen(false))}
        </MobileNavDrawer>
      ) : null}

      <DrawerHost />
      <ListShortcuts />
      <EnableMfaDialog accountId={session.accountId} open={session.enforceMfa} />
      <TrainingTransitionDialog open={training.transitionOpen} onClose={training.closeTransition} />
      <ChatSupport enabled={session.flags.intercom_enabled} email={session.user.email.value} />
    </Flex>
  );
}
