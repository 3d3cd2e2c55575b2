import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { DRAWER_WIDTH } from '@/shared/drawer/drawer-model';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import type { CaseType, MdrCase } from '../model/case-model';

// What a drawer shows loads when one first opens (or after the first input, shared/overlay/interaction-parts.ts).
const CaseDetails = lazyPart(() => import('./CaseDetails').then((m) => m.CaseDetails));
const ServiceRequestDetails = lazyPart(() => import('./ServiceRequestDetails').then((m) => m.ServiceRequestDetails));

function Missing() {
  return (
    <Text textStyle="sm" color="fg.muted">
      This case could not be found.
    </Text>
  );
}

const CASE_TITLES: Record<CaseType, string> = { Incident: 'Incident', Alert: 'Alert', ServiceRequest: 'Service request' };

/**
 * Tells the drawer host what the case drawers show while a page is mounted: `cases` is the ordered list
 * the drawer steps through; any known case can be shown, titled by its own type (an alert opened from an incident's
 * related cases reads "Alert"); `title` names a case that cannot be found.
 */
export function useCasesDrawer(
  type: 'caseDetails' | 'serviceRequestDetails',
  title: string,
  cases: readonly MdrCase[],
  caseByNumber: ReadonlyMap<string, MdrCase>,
) {
  const content = useMemo(
    () => ({
      title: (number: string | undefined) => {
        const item = number === undefined ? undefined : caseByNumber.get(number);
        return item ? CASE_TITLES[item.caseType] : title;
      },
      width: DRAWER_WIDTH.wide,
      items: cases.map((item) => item.caseNumber),
      render: (number: string | undefined) => {
        const item = number === undefined ? undefined : caseByNumber.get(number);
        if (!item) return <Missing />;
        return type === 'serviceRequestDetails' ? <ServiceRequestDetails item={item} /> : <CaseDetails item={item} />;
      },
    }),
    [type, title, cases, caseByNumber],
  );
  useDrawerContent(type, content);
}

export function useCaseDetailsDrawer(title: string, cases: readonly MdrCase[], caseByNumber: ReadonlyMap<string, MdrCase>) {
  useCasesDrawer('caseDetails', title, cases, caseByNumber);
}

export function useServiceRequestDrawer(cases: readonly MdrCase[], caseByNumber: ReadonlyMap<string, MdrCase>) {
  useCasesDrawer('serviceRequestDetails', 'Service request', cases, caseByNumber);
}
