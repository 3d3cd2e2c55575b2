import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '@/features/settings/account/AccountSettingsPage';

export const Route = createFileRoute('/_app/settings/account')({ component: AccountSettingsPage });
