import { Badge, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { Technology } from '@generated/model';
import { formatLongDate } from '@/shared/format/dates';
import { AssetTypeIcon } from '../components/AssetTypeIcon';
import { SAAS_PRODUCT, TECHNOLOGY_ASSET_LIMIT } from '../model/technology-model';

/** A technology (§2.6): name, version, last seen, description, up to 5 assets; a SaaS product shows its domain. */
export const TechnologyCard = memo(function TechnologyCard({ technology }: { technology: Technology }) {
  const assets = technology.assets.slice(0, TECHNOLOGY_ASSET_LIMIT);
  const more = technology.assets.length - assets.length;
  const titleId = `tech-${technology.id}`;
  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      gap="3"
      p="4"
      h="full"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="md"
      data-testid="technology-card"
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="0.5" minW="0">
          <Heading id={titleId} as="h3" textStyle="sm" fontWeight="semibold" wordBreak="break-word">
            {technology.name}
          </Heading>
          {technology.last_seen ? (
            <Text textStyle="xs" color="fg.muted" className="tabular-nums">
              Last seen {formatLongDate(technology.last_seen)}
            </Text>
          ) : null}
        </Stack>
        {technology.version ? (
          <Badge size="sm" variant="outline" colorPalette="gray" flexShrink={0} className="tabular-nums">
            {technology.version}
          </Badge>
        ) : null}
      </HStack>
      {technology.type === 'SAAS_PRODUCT' ? (
        <Text textStyle="sm">
          {SAAS_PRODUCT}{' '}
          {technology.domain ? (
            <Text as="span" color="fg.muted">
              {technology.domain}
            </Text>
          ) : null}
        </Text>
      ) : null}
      {technology.description ? (
        <Text textStyle="sm" color="fg.muted" lineClamp={3}>
          {technology.description}
        </Text>
      ) : null}
      {assets.length > 0 ? (
        <Stack gap="1.5" mt="auto">
          <List.Root variant="plain" gap="1" aria-label={`Assets running ${technology.name}`}>
            {assets.map((asset) => (
              <List.Item key={asset.id} textStyle="xs" color="fg.muted" minW="0">
                <HStack gap="1.5" minW="0">
                  <AssetTypeIcon type={asset.asset_type} size={12} />
                  <Text truncate>{asset.hostname}</Text>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
          {more > 0 ? (
            // fg.muted, not fg.subtle: real text needs 4.5:1 (fg.subtle reads 2.56:1 on the card).
            <Text textStyle="xs" color="fg.muted">
              +{more} more
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
});
