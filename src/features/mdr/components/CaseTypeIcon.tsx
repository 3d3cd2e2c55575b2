import { Center, Icon } from '@chakra-ui/react';
import { BellRing, LifeBuoy, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { CaseType } from '../model/case-model';

const ICONS: Record<CaseType, LucideIcon> = { Incident: ShieldAlert, Alert: BellRing, ServiceRequest: LifeBuoy };
const CASE_TYPE_LABELS: Record<CaseType, string> = {
  Incident: 'Incident',
  Alert: 'Alert',
  ServiceRequest: 'Service Request',
};

export function CaseTypeIcon({ caseType, size = 'md' }: { caseType: CaseType; size?: 'sm' | 'md' }) {
  const Glyph = ICONS[caseType];
  return (
    <Center
      boxSize={size === 'md' ? '10' : '8'}
      flexShrink={0}
      rounded="lg"
      bg="brand.subtle"
      color="brand.fg"
      borderWidth="1px"
      borderColor="brand.muted"
      title={CASE_TYPE_LABELS[caseType]}
    >
      <Icon boxSize={size === 'md' ? '5' : '4'} aria-hidden>
        <Glyph />
      </Icon>
    </Center>
  );
}
