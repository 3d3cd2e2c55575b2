import { Badge, Button, DataList, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Undo2, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Asset } from '@generated/model';
import { DeniedTip } from '@/shared/access/DeniedTip';
import { formatEmailTime, formatLongDate } from '@/shared/format/dates';
import { AssetTypeIcon } from '../components/AssetTypeIcon';
import { VIEW_IN_FRAUD_DEFENSE, detailFields, sectionTitle, type DetailField } from '../model/asset-details';
import type { AssetDisputeView } from '../dispute/use-asset-disputes';
import { DISPUTE_MESSAGES } from '../model/asset-dispute';
import { disputeSummary } from '../model/asset-history';
import { DISPUTED, assetTypeLabel } from '../model/asset-model';
import { CollapsibleList } from './CollapsibleList';

export interface AssetDetailsProps {
  asset: Asset;
  /** The associated open issues section. */
  issues: ReactNode;
  /** For a user asset: close the drawer and go to the fraud defense open issues. */
  onViewFraudDefense?: () => void;
  /** asset_history_enabled: 'First seen' and 'Last seen' lead the fields. */
  seen?: boolean;
  /** The 'History' section (it renders nothing when the capability is hidden). */
  history?: ReactNode;
  /** asset_dispute_enabled, for a disputable asset: 'Disputed' and 'Not mine' / 'Withdraw dispute'. */
  dispute?: AssetDisputeView;
}

const EMPTY = '—';

function FieldValue({ field }: { field: DetailField }) {
  switch (field.kind) {
    case 'text':
      if (field.label === 'DMARC check' && field.value) {
        const ok = field.value === 'success';
        return (
          <Badge size="sm" variant="subtle" colorPalette={ok ? 'green' : 'red'}>
            {ok ? 'Success' : field.value === 'failed' ? 'Failed' : field.value}
          </Badge>
        );
      }
      return <Text wordBreak="break-word">{field.value || EMPTY}</Text>;
    case 'date':
      return <Text className="tabular-nums">{field.value ? formatEmailTime(field.value) : EMPTY}</Text>;
    case 'boolean':
      return <Text>{field.value === null ? EMPTY : field.value ? 'Yes' : 'No'}</Text>;
    case 'list':
      return field.values.length === 0 ? (
        <Text color="fg.muted">None</Text>
      ) : (
        <CollapsibleList
          items={field.values}
          kind={field.list}
          label={field.label}
          getKey={(value, index) => `${index}-${value}`}
          render={(value) => <Text className={field.list === 'other' ? undefined : 'tabular-nums'}>{value}</Text>}
        />
      );
    case 'pairs':
      return (
        <Stack gap="0.5">
          {field.pairs.map(([key, value]) => (
            <Text key={key} wordBreak="break-word">
              <Text as="span" color="fg.muted">
                {key}:
              </Text>{' '}
              {value}
            </Text>
          ))}
        </Stack>
      );
  }
}

/** 'Disputed' with who and why, and 'Not mine' or 'Withdraw dispute'. */
function DisputeBar({ asset, dispute }: { asset: Asset; dispute: AssetDisputeView }) {
  return (
    <Stack gap="2" data-testid="asset-dispute">
      <HStack gap="3" justify="space-between" wrap="wrap">
        {dispute.disputed ? (
          <Badge size="sm" variant="subtle" colorPalette="gray">
            {DISPUTED}
          </Badge>
        ) : (
          <span />
        )}
        <DeniedTip reason={dispute.denied}>
          {(denied) =>
            dispute.disputed ? (
              <Button
                size="xs"
                variant="outline"
                onClick={denied['aria-disabled'] ? undefined : dispute.onWithdraw}
                disabled={dispute.pending || !asset.dispute}
                loading={dispute.pending && Boolean(asset.dispute)}
                {...denied}
              >
                <Undo2 size={14} aria-hidden />
                {DISPUTE_MESSAGES.withdraw}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="outline"
                onClick={denied['aria-disabled'] ? undefined : dispute.onDispute}
                disabled={dispute.pending}
                {...denied}
              >
                <UserX size={14} aria-hidden />
                {DISPUTE_MESSAGES.action}
              </Button>
            )
          }
        </DeniedTip>
      </HStack>
      {asset.dispute ? (
        <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
          {disputeSummary(asset.dispute, formatLongDate)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The asset details drawer's body (§2.6): icon and hostname, its dispute (#27), the fields of its type, its open
 * issues and its history (#27).
 */
export function AssetDetails({ asset, issues, onViewFraudDefense, seen = false, history, dispute }: AssetDetailsProps) {
  const fields = detailFields(asset, seen);
  return (
    <Stack gap="6" data-testid="asset-details">
      <HStack gap="3" align="center" minW="0">
        <Flex
          boxSize="10"
          flexShrink={0}
          align="center"
          justify="center"
          borderRadius="md"
          bg="brand.subtle"
          color="brand.fg"
          aria-hidden
        >
          <AssetTypeIcon type={asset.asset_type} size={20} />
        </Flex>
        <Stack gap="0" minW="0">
          <Heading as="h2" textStyle="md" fontWeight="semibold" wordBreak="break-all">
            {asset.hostname}
          </Heading>
          <Text textStyle="xs" color="fg.muted">
            {assetTypeLabel(asset.asset_type)}
          </Text>
        </Stack>
      </HStack>

      {dispute ? <DisputeBar asset={asset} dispute={dispute} /> : null}

      <Stack as="section" gap="3" aria-labelledby="asset-section-title">
        <Heading id="asset-section-title" as="h3" textStyle="sm" fontWeight="semibold">
          {sectionTitle(asset.asset_type)}
        </Heading>
        {fields.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            No further information for this asset.
          </Text>
        ) : (
          <DataList.Root orientation="horizontal" size="sm" gap="3">
            {fields.map((field) => (
              <DataList.Item key={field.label} alignItems="flex-start">
                <DataList.ItemLabel minW="36" flexShrink={0}>
                  {field.label}
                </DataList.ItemLabel>
                <DataList.ItemValue minW="0">
                  <FieldValue field={field} />
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        )}
      </Stack>

      <Stack as="section" gap="3" aria-label="Associated open issues">
        {issues}
        {onViewFraudDefense ? (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onViewFraudDefense}>
            {VIEW_IN_FRAUD_DEFENSE}
            <ArrowRight size={14} aria-hidden />
          </Button>
        ) : null}
      </Stack>

      {history}
    </Stack>
  );
}
