import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginRedirectPage } from '@/features/platform/auth/LoginRedirectPage';

export const Route = createFileRoute('/_bare/login')({
  validateSearch: z.object({ return: z.string().max(2000).optional().catch(undefined) }),
  component: function Login() {
    const { return: returnTo } = Route.useSearch();
    return <LoginRedirectPage returnTo={returnTo} />;
  },
});
