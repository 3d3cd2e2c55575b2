import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { LoginRedirectPage } from '@/features/platform/auth/LoginRedirectPage';

export const Route = createFileRoute('/_bare/login')({
  validateSearch: z.object({ return: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined) }),
  component: function Login() {
    const { return: returnTo } = Route.useSearch();
    return <LoginRedirectPage returnTo={returnTo} />;
  },
});
