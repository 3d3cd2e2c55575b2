import { createFileRoute } from '@tanstack/react-router';
import { TeamSettingsPage } from '@/features/settings/TeamSettingsPage';

export const Route = createFileRoute('/_app/settings/team')({ component: TeamSettingsPage });
