import { createFileRoute } from '@tanstack/react-router';
import { SignInCallbackPage } from '@/features/integrations/signin/SignInCallbackPage';

/** Where the providers send the sign-in window back (the result was handed over before the app started). */
export const Route = createFileRoute('/_bare/integration-callback')({ component: SignInCallbackPage });
