import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '@/features/settings/AccountSettingsPage';

export const Route = createFileRoute('/_app/settings/account')({ component: AccountSettingsPage });
