import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/mdr/')({
  beforeLoad: () => {
    throw redirect({ to: '/mdr/overview', replace: true });
  },
});
