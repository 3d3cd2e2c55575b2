import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/fraud-defense/')({
  beforeLoad: () => {
    throw redirect({ to: '/fraud-defense/open-issues', replace: true });
  },
});
