import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { usePermission, useSession } from '@/features/platform';
import { SavedViewsMenu } from '@/features/saved-views';
import { getRouteApi } from '@tanstack/react-router';
import { DeniedTip } from '@/shared/access/DeniedTip';
import { appConfig } from '@/config/app-config';
import { useDrawerActions } from '@/shared/drawer/use-drawer';
import { ColumnsMenu } from '@/shared/data-table/ColumnsMenu';
import { ListExport } from '@/shared/export/ListExport';
import { ListCount, ListToolbar } from '@/shared/ui/ListToolbar';
import { Panel } from '@/shared/ui/Panel';
import { AddFootprintDrawer } from './add/AddFootprintDrawer';
import { AssetsTable, NO_DOMAINS, NO_MATCHING_ASSETS } from './components/AssetsTable';
import { ExportButton } from './components/ExportButton';
import { SeverityCountsLegend } from './components/SeverityCounts';
import { useAssetDrawer } from './drawers/use-asset-drawer';
import { ASSET_DRAWER } from './model/asset-details';
import { reportReadiness } from './export/report-sheets';
import { useAssetsExport } from './export/use-assets-export';
import { useAssetDisputes } from './dispute/use-asset-disputes';
import { ASSET_VIEWS, DEFAULT_ASSET_FILTERS, assetFilterSections } from './model/asset-filters';
import { isDisputed } from './model/asset-dispute';
import { assetExportColumns } from './model/asset-export';
import { toAssetRow, type AssetRow } from './model/asset-model';
import { useAssetsView } from './use-assets-view';
import { useFootprintAssets, useFootprintDomains } from './use-footprint-data';
import { useFootprintIssues } from './use-footprint-issues';

const assetsRoute = getRouteApi('/_app/digital-footprint/assets');

const CONFIGURE_FOOTPRINT = 'Configure digital footprint';

/** /digital-footprint/assets (console-platform.md §2.6): search, asset-type filter, the table, export and configure. */
export function AssetsPage() {
  const { accountId, flags, account } = useSession();
  const assets = useFootprintAssets(accountId, flags);
  const domains = useFootprintDomains(accountId);
  const history = flags.asset_history_enabled;
  const { open } = useDrawerActions();
  const configureDenied = usePermission('manageFootprint').reason;
  const openDetails = useCallback((row: AssetRow) => open(ASSET_DRAWER, row.id), [open]);
  const dispute = useAssetDisputes(accountId, flags.asset_dispute_enabled, openDetails, assets.all);
  // The flag, unless the backend has no disputes: then no 'Disputed' filter or export column either.
  const { offered: disputes, disputing } = dispute;
  // An asset being disputed shows 'Disputed' at once (the write in the mutation cache).
  const allRows = useMemo(
    () =>
      assets.all.map((asset) => {
        const row = toAssetRow(asset);
        return disputing.has(asset.id) ? { ...row, disputed: isDisputed(asset, disputing) } : row;
      }),
    [assets.all, disputing],
  );
  const view = useAssetsView(allRows, { history, disputes });
  const exportColumns = useMemo(() => assetExportColumns({ history, disputes }), [history, disputes]);
  const exporter = useAssetsExport(appConfig.productName, account.company_name);
  const { renderIssues } = useFootprintIssues(accountId, flags, assets.users);

  useAssetDrawer({
    all: assets.all,
    rows: view.rows,
    pending: assets.isPending,
    error: assets.error,
    renderIssues,
    fraudDefense: flags.fraud_defense_enabled,
    accountId,
    history,
    disputeOf: dispute.viewOf,
  });
  const { run: runExport } = exporter;
  const onExport = useCallback(() => void runExport(assets.all), [runExport, assets.all]);

  const emptyText = domains.hasNoDomains && assets.all.length === 0 ? NO_DOMAINS : NO_MATCHING_ASSETS;
  const ready = !assets.isPending && !assets.error;

  return (
    <Panel as="section" aria-labelledby="assets-title">
      <AddFootprintDrawer available={flags.configure_digital_footprint_enabled && !configureDenied} />
      <ListToolbar
        title="Assets"
        titleId="assets-title"
        count={ready ? <ListCount shown={view.rows.length} total={allRows.length} testId="asset-count" /> : null}
        search={{ value: view.typed, onChange: view.setTyped, placeholder: 'Search assets...' }}
        filters={{
          sections: assetFilterSections(disputes),
          values: view.filters,
          defaults: DEFAULT_ASSET_FILTERS,
          onApply: view.setFilters,
        }}
        actions={
          <>
            <SavedViewsMenu spec={ASSET_VIEWS} route={assetsRoute} />
            {/* The view first (its columns, its rows as a file), then the specification's report of every asset. */}
            <ColumnsMenu columns={view.allColumns} cols={view.cols} onChange={view.setCols} />
            {/* Only once the table shows its rows: while a list still loads, the rows are not the view. */}
            {ready ? <ListExport list="Assets" rows={view.rows} columns={exportColumns} filtered={view.narrowed} /> : null}
            <ExportButton
              readiness={reportReadiness(assets.lists, assets.all.length)}
              exporting={exporter.exporting}
              onExport={onExport}
            />
          </>
        }
        primaryAction={
          flags.configure_digital_footprint_enabled ? (
            <DeniedTip reason={configureDenied}>
              {(denied) => (
                <Button
                  size="sm"
                  colorPalette="brand"
                  onClick={configureDenied ? undefined : () => open('digitalFootprint')}
                  {...denied}
                >
                  <Plus size={16} aria-hidden />
                  {CONFIGURE_FOOTPRINT}
                </Button>
              )}
            </DeniedTip>
          ) : undefined
        }
        mb="4"
      />
      <Stack gap="3">
        {assets.partialError ? (
          <Alert.Root status="warning" variant="subtle" size="sm" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">Devices or users could not be loaded; the other assets are shown.</Alert.Title>
          </Alert.Root>
        ) : null}
        <Flex justify="flex-end">
          <SeverityCountsLegend />
        </Flex>
        <AssetsTable
          rows={view.rows}
          sort={view.sort}
          onSortChange={view.setSort}
          onOpen={openDetails}
          emptyText={emptyText}
          isPending={assets.isPending}
          error={assets.error}
          onRetry={assets.refetch}
          leftOut={assets.leftOut}
          columns={view.columns}
          rowActions={dispute.rowActions}
        />
      </Stack>
      {dispute.dialog}
    </Panel>
  );
}
