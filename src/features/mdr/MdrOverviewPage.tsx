import { Flex, Grid, Stack } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useDrawer } from '@/shared/drawer/use-drawer';
import { track } from '@/shared/monitoring/analytics';
import { useMdr } from './data/mdr-context';
import { DemoOverlay } from './demo/DemoOverlay';
import { useCaseDetailsDrawer, useServiceRequestDrawer } from './drawers/use-case-drawers';
import { alertsOverTime } from './model/alerts-over-time';
import { EMPTY_MDR_DATA, type MdrCase, type MdrData, type Severity } from './model/case-model';
import { countBySeverity, countIncidents } from './model/overview';
import { openCases } from './model/sorting';
import { DEFAULT_TIME_RANGE, withinTimeRange, type TimeRangeId } from './model/time-range';
import { AlertsOverTimeCard } from './overview/AlertsOverTimeCard';
import { AlertsOverviewCard } from './overview/AlertsOverviewCard';
import { IncidentsOverview, type IncidentCard } from './overview/IncidentsOverview';
import { OpenCasesCard } from './overview/OpenCasesCard';
import { TimeRangeSelect } from './overview/TimeRangeSelect';
import { rememberOverviewRange } from './data/overview-range';

/** Everything the overview widgets show for one time range. */
function overviewModel(data: MdrData, range: TimeRangeId, now: number) {
  const alerts = withinTimeRange(data.alerts, range, now);
  const incidents = withinTimeRange(data.incidents, range, now);
  return {
    severityCounts: countBySeverity(alerts),
    incidentCounts: countIncidents(incidents),
    waitingIncidents: incidents.filter((incident) => incident.status === 'waiting'),
    openIncidents: openCases(incidents),
    openServiceRequests: openCases(withinTimeRange(data.serviceRequests, range, now)),
    chart: alertsOverTime(
      data.alerts.map((alert) => alert.createdTime),
      range,
      now,
    ),
  };
}

const WAITING_LIST = 'waiting';
const overviewRoute = getRouteApi('/_app/mdr/overview');

interface OverviewContentProps {
  data: MdrData;
  caseByNumber: ReadonlyMap<string, MdrCase>;
  isMdrActive: boolean;
  now: number;
}

function OverviewContent({ data, caseByNumber, isMdrActive, now }: OverviewContentProps) {
  const search = overviewRoute.useSearch();
  const navigate = overviewRoute.useNavigate();
  const drawer = useDrawer();
  const range = search.range ?? DEFAULT_TIME_RANGE;
  const model = useMemo(() => overviewModel(data, range, now), [data, range, now]);
  useEffect(() => rememberOverviewRange(range), [range]);

  // The case drawer steps through the waiting incidents when opened from 'View Incidents →', else the open ones;
  // the URL says which (`list=waiting`), so a reload or a shared link keeps stepping through the same list.
  const preferred = drawer.list === WAITING_LIST ? model.waitingIncidents : model.openIncidents;
  const drawerIncidents =
    drawer.item &&
    !preferred.some((item) => item.caseNumber === drawer.item) &&
    model.openIncidents.some((item) => item.caseNumber === drawer.item)
      ? model.openIncidents
      : preferred;
  useCaseDetailsDrawer('Incident', drawerIncidents, caseByNumber);
  useServiceRequestDrawer(model.openServiceRequests, caseByNumber);

  const openIncident = (item: MdrCase, list: 'waiting' | 'open') => {
    track('mdr_incident_details_drawer_opened', { origin: list === 'waiting' ? 'waiting_incidents' : 'open_cases', isMdrActive });
    drawer.open('caseDetails', item.caseNumber, list === 'waiting' ? WAITING_LIST : undefined);
  };

  const showAlerts = (severity: Severity, origin: string) => {
    track('mdr_alerts_filtered_by_severity', { origin, severity, isMdrActive });
    // The donut counts alerts within the overview's time range; the list keeps that range so its count matches.
    void navigate({ to: '/mdr/alerts', search: { severity: [severity], range: search.range } });
  };

  return (
    <Stack gap="6">
      <Flex justify="flex-end">
        <TimeRangeSelect
          value={range}
          onChange={(next) =>
            void navigate({
              to: '/mdr/overview',
              search: (prev) => ({ ...prev, range: next === DEFAULT_TIME_RANGE ? undefined : next }),
              replace: true,
            })
          }
        />
      </Flex>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))', xl: 'minmax(0, 5fr) minmax(0, 7fr)' }}
        gap="6"
      >
        <AlertsOverviewCard counts={model.severityCounts} onSelect={(severity) => showAlerts(severity, 'alerts_overview')} />
        <IncidentsOverview
          counts={model.incidentCounts}
          range={search.range}
          showWaitingLink={isMdrActive}
          onCardClick={(card: IncidentCard) => track('mdr_incidents_overview_filter_clicked', { filter: card, isMdrActive })}
          onViewWaiting={() => {
            const first = model.waitingIncidents[0];
            if (first) openIncident(first, 'waiting');
          }}
        />
        <OpenCasesCard
          incidents={model.openIncidents}
          serviceRequests={model.openServiceRequests}
          onOpen={(item) =>
            item.caseType === 'ServiceRequest'
              ? drawer.open('serviceRequestDetails', item.caseNumber)
              : openIncident(item, 'open')
          }
        />
        <AlertsOverTimeCard chart={model.chart} />
      </Grid>
    </Stack>
  );
}

/** The MDR overview (§2.5); accounts without MDR see it under the demo overlay until they take a look. */
export function MdrOverviewPage() {
  const mdr = useMdr();
  if (mdr.mode === 'inactive') {
    return (
      <DemoOverlay
        onTakeALook={() => {
          track('mdr_take_a_look_clicked', { isMdrActive: mdr.isMdrActive });
          mdr.turnOnDemo();
        }}
      >
        <OverviewContent data={EMPTY_MDR_DATA} caseByNumber={mdr.caseByNumber} isMdrActive={false} now={mdr.now} />
      </DemoOverlay>
    );
  }
  return <OverviewContent data={mdr.data} caseByNumber={mdr.caseByNumber} isMdrActive={mdr.isMdrActive} now={mdr.now} />;
}
