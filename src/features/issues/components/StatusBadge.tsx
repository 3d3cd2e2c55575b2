import { Badge, Spinner } from '@chakra-ui/react';
import { statusLabel } from '../model/issue-model';

const PALETTE: Record<string, string> = { open: 'gray', in_review: 'brand', resolved: 'teal', approved: 'teal' };

/** An issue's status label; an issue in process reads 'Validating' with a spinner. */
export function StatusBadge({ status, inProcess = false }: { status: string; inProcess?: boolean }) {
  if (inProcess) {
    return (
      <Badge variant="subtle" colorPalette="brand" size="sm" gap="1.5">
        <Spinner size="xs" borderWidth="1.5px" aria-hidden />
        Validating
      </Badge>
    );
  }
  return (
    <Badge variant="subtle" colorPalette={PALETTE[status] ?? 'gray'} size="sm">
      {statusLabel(status)}
    </Badge>
  );
}
