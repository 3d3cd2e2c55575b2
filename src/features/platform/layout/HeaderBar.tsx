import { Avatar, Box, Button, Flex, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { ChevronDown, LogOut, Menu as MenuIcon, Moon, Settings, Sun } from 'lucide-react';
import { LOGOUT_ROUTE } from '@/api/auth-redirect';
import { AppMenu, useAppMenu, type AppMenuItem } from '@/shared/overlay/AppMenu';
import type { Session } from '../session/session';
import { useColorMode } from '../theme/use-color-mode';
import { useAccountSwitch } from './account-switch';

export interface HeaderBarProps {
  session: Session;
  onOpenMobileNav: () => void;
}

const SETTINGS_MENU: readonly AppMenuItem[] = [
  { value: 'settings', label: 'System Settings', icon: <Settings size={16} aria-hidden /> },
  { value: 'logout', label: 'Log Out', icon: <LogOut size={16} aria-hidden /> },
];

export function HeaderBar({ session, onOpenMobileNav }: HeaderBarProps) {
  const navigate = useNavigate();
  const menu = useAppMenu();
  const accountSwitch = useAccountSwitch();
  const email = session.user.email.value;
  const accounts = Object.values(session.accounts);
  const initials = `${session.user.first_name[0] ?? ''}${session.user.last_name[0] ?? ''}`;

  return (
    <Flex
      as="header"
      h="14"
      px={{ base: '4', md: '6' }}
      align="center"
      justify="space-between"
      gap="3"
      borderBottomWidth="1px"
      borderColor="border.subtle"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <HStack gap="2">
        <IconButton
          aria-label="Open navigation menu"
          variant="ghost"
          colorPalette="gray"
          size="sm"
          hideFrom="xl"
          onClick={onOpenMobileNav}
        >
          <MenuIcon />
        </IconButton>
        {session.flags.account_picker_enabled && accounts.length > 1 ? (
          <NativeSelect.Root size="sm" width={{ base: '44', md: '64' }} disabled={accountSwitch.switching}>
            <NativeSelect.Field
              aria-label="Account"
              value={session.accountId}
              onChange={(e) => void accountSwitch.switchTo(e.currentTarget.value)}
            >
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.company_name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : (
          <Text fontWeight="medium" textStyle="sm" color="fg.muted" truncate>
            {session.account.company_name}
          </Text>
        )}
      </HStack>
      <HStack gap="1">
        <ColorModeToggle accountId={session.accountId} />
        <Button variant="ghost" colorPalette="gray" size="sm" gap="2" px="2" {...menu.triggerProps()}>
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
            <Avatar.Fallback>{initials}</Avatar.Fallback>
          </Avatar.Root>
          <Box srOnly={{ base: true, md: false }}>
            <Text textStyle="sm" maxW="56" truncate>
              {email}
            </Text>
          </Box>
          <ChevronDown size={14} aria-hidden />
        </Button>
        <AppMenu
          menu={menu}
          label={email}
          items={SETTINGS_MENU}
          minW="60"
          onSelect={(value) => void navigate({ to: value === 'logout' ? LOGOUT_ROUTE : '/settings' })}
        />
      </HStack>
    </Flex>
  );
}

/** Its own component: switching the theme (and its save's progress) re-renders the button, not the header. */
function ColorModeToggle({ accountId }: { accountId: string }) {
  const { mode, toggle } = useColorMode(accountId);
  return (
    <IconButton
      aria-label={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
      colorPalette="gray"
      variant="ghost"
      size="sm"
      onClick={toggle}
    >
      {mode === 'dark' ? <Sun /> : <Moon />}
    </IconButton>
  );
}
