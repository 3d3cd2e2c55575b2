import { createFileRoute, notFound } from '@tanstack/react-router';
import { RequireRole } from '@/features/platform';
import { NotFoundInFrame } from '@/features/platform/screens/NotFoundPage';
import { sessionOrNull } from '@/features/platform/session/session';
import { AuditLogPage } from '@/features/settings/audit/AuditLogPage';
import { auditSearchSchema } from '@/features/settings/model/audit-search';

export const Route = createFileRoute('/_app/settings/audit-log')({
  validateSearch: auditSearchSchema,
  // Flag off: the page does not exist (as MDR and fraud defense without their flags). A role without it: the page
  // says so (RequireRole), as the issue asks for a page reached by URL.
  beforeLoad: async ({ context }) => {
    const session = await sessionOrNull(context.session);
    if (session && !session.flags.audit_log_enabled) throw notFound();
  },
  component: () => (
    <RequireRole permission="readAuditLog">
      <AuditLogPage notFound={<NotFoundInFrame />} />
    </RequireRole>
  ),
});
