import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '@/features/platform/auth/LogoutPage';

export const Route = createFileRoute('/_bare/logout')({ component: LogoutPage });
