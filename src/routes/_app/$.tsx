import { createFileRoute } from '@tanstack/react-router';
import { NotFoundInFrame } from '@/features/platform/screens/NotFoundPage';

// Unknown paths go through the app's start-up (sign-in, MFA enforcement: console-platform.md §2.1 sends every path
// to the account settings) before the 404 page, which then shows inside the console's frame.
export const Route = createFileRoute('/_app/$')({
  component: NotFoundInFrame,
});
