import { useCallback, useMemo } from 'react';
import { useSession } from '@/features/platform';
import { appConfig } from '@/config/app-config';
import { track } from '@/shared/monitoring/analytics';
import { SecurityStatusPanel } from '../components/SecurityStatusPanel';
import type { RiskLevel } from '../model/risk-level';
import { SUMMARY_EVENTS } from '../model/summary-events';
import type { SummaryData } from '../use-summary-data';

/** Security Status: risk level, score and where to improve it; each link followed is tracked. */
export function SecurityStatusSection({ data, level }: { data: SummaryData; level: RiskLevel }) {
  const { flags, account } = useSession();
  const panelFlags = useMemo(
    () => ({ fraud_defense_enabled: flags.fraud_defense_enabled, centaur_mdr_is_enabled: flags.centaur_mdr_is_enabled }),
    [flags.fraud_defense_enabled, flags.centaur_mdr_is_enabled],
  );
  const onNavigate = useCallback(
    (destination: string) => track(SUMMARY_EVENTS.navigated, { destination, isMdrActive: account.is_mdr }),
    [account.is_mdr],
  );

  return (
    <SecurityStatusPanel
      level={level}
      score={data.score}
      scorePending={data.scorePending || data.issuesPending}
      scoreError={data.scoreError}
      onRetryScore={data.refetchScore}
      status={data.status}
      flags={panelFlags}
      contactUrl={appConfig.links.scheduleCall}
      onNavigate={onNavigate}
    />
  );
}
