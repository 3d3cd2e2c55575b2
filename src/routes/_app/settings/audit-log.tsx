import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundInFrame } from '@/features/platform/screens/NotFoundPage';
import { sessionOrNull } from '@/features/platform/session/session';
import { AuditLogPage } from '@/features/settings/audit/AuditLogPage';
import { auditLogAllowed, auditSearchSchema } from '@/features/settings/model/audit-search';

export const Route = createFileRoute('/_app/settings/audit-log')({
  validateSearch: auditSearchSchema,
  // Flag off or not an Admin: the page does not exist (as MDR and fraud defense without their flags).
  beforeLoad: async ({ context }) => {
    const session = await sessionOrNull(context.session);
    if (session && !auditLogAllowed(session)) throw notFound();
  },
  component: () => <AuditLogPage notFound={<NotFoundInFrame />} />,
});
