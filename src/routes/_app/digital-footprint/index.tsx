import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/digital-footprint/')({
  beforeLoad: () => {
    throw redirect({ to: '/digital-footprint/assets', replace: true });
  },
});
