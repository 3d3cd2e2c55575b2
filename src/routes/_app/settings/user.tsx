import { createFileRoute } from '@tanstack/react-router';
import { UserSettingsPage } from '@/features/settings/user/UserSettingsPage';

export const Route = createFileRoute('/_app/settings/user')({ component: UserSettingsPage });
