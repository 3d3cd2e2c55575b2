import { useQuery } from '@tanstack/react-query';
import { countUnusable } from '@/api/tolerant-reader';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '@/features/platform';
import { EMPTY_MDR_DATA, mapCases, type MdrCase, type MdrData } from '../model/case-model';
import { sortAlerts, sortIncidents, sortServiceRequests } from '../model/sorting';
import { useDemoMode } from './demo-mode';
import { mdrQueries } from '@/shared/queries/mdr';
import { mdrMode, type MdrMode } from './mdr-queries';

export interface MdrState {
  mode: MdrMode;
  isMdrActive: boolean;
  /** Demo data is shown (a non-MDR account turned demo mode on). */
  showDemo: boolean;
  turnOnDemo: () => void;
  /** Cases mapped to the client model, each list in its own sort order. */
  data: MdrData;
  caseByNumber: ReadonlyMap<string, MdrCase>;
  isPending: boolean;
  /** Cases the console could not read (left out of their lists, which say so). */
  leftOut: number;
  error: unknown;
  retry: () => void;
  /** 'Now' for time ranges, fixed when the area mounts so every widget agrees. */
  now: number;
}

const MdrContext = createContext<MdrState | null>(null);

export function sortMdrData(data: MdrData): MdrData {
  return {
    incidents: sortIncidents(data.incidents),
    alerts: sortAlerts(data.alerts),
    serviceRequests: sortServiceRequests(data.serviceRequests),
  };
}

export function indexCases(data: MdrData): Map<string, MdrCase> {
  const index = new Map<string, MdrCase>();
  for (const list of [data.incidents, data.alerts, data.serviceRequests])
    for (const item of list) index.set(item.caseNumber, item);
  return index;
}

/** Loads and maps MDR data once for the whole area (every tab and drawer reads it from here). */
export function MdrDataProvider({ children }: { children: ReactNode }) {
  const { accountId, account } = useSession();
  const { demoOn, turnOn } = useDemoMode(accountId);
  const mode = mdrMode(account.is_mdr, demoOn);
  const enabled = mode !== 'inactive';
  const cases = useQuery({ ...mdrQueries.cases(accountId, mode === 'active' ? 'active' : 'demo'), enabled });
  const products = useQuery({ ...mdrQueries.products(accountId), enabled });
  const [now] = useState(() => Date.now());

  const data = useMemo(
    () => (cases.data ? sortMdrData(mapCases(cases.data.data, products.data ?? [])) : EMPTY_MDR_DATA),
    [cases.data, products.data],
  );
  const caseByNumber = useMemo(() => indexCases(data), [data]);
  const leftOut = countUnusable(cases.data?.data);
  const { refetch } = cases;

  const value = useMemo<MdrState>(
    () => ({
      mode,
      isMdrActive: mode === 'active',
      showDemo: mode === 'demo',
      turnOnDemo: turnOn,
      data,
      caseByNumber,
      isPending: enabled && cases.isPending,
      leftOut,
      error: enabled ? cases.error : null,
      retry: () => void refetch(),
      now,
    }),
    [mode, turnOn, data, caseByNumber, enabled, cases.isPending, leftOut, cases.error, refetch, now],
  );
  return <MdrContext.Provider value={value}>{children}</MdrContext.Provider>;
}

export function useMdr(): MdrState {
  const state = useContext(MdrContext);
  if (!state) throw new Error('useMdr is used outside MdrDataProvider');
  return state;
}
