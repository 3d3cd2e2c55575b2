import { Badge, Box, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { Domain } from '@generated/model';
import { DeniedTip } from '@/shared/access/DeniedTip';
import { DOMAIN_STATUS_LABELS, domainRowState, lockedReason, type DomainRowContext } from '../model/domain-model';

/** Accepted domains with their status; a remove button where removal is allowed, 'Removing…' while it runs. */
export function DomainList({
  domains,
  context,
  onRemove,
  denied,
}: {
  domains: readonly Domain[];
  context: DomainRowContext;
  onRemove: (domain: Domain, trigger: HTMLElement) => void;
  /** The signed-in role may not remove domains: the role needed, for the buttons' tooltip. */
  denied?: string;
}) {
  if (domains.length === 0) return <Text color="fg.muted">No Domain found, please add a domain</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none" data-testid="domain-list">
      {domains.map((domain) => {
        const state = domainRowState(domain, context);
        const reason = state === 'locked' ? lockedReason(domain, context) : null;
        return (
          <HStack
            as="li"
            key={domain.id}
            data-domain-state={state}
            justify="space-between"
            // At 390 px the reason a domain stays takes a line of its own rather than cutting the domain's name.
            flexWrap={{ base: 'wrap', md: 'nowrap' }}
            gap="3"
            minH="9"
            px="2"
            borderRadius="md"
            _hover={{ bg: 'bg.subtle' }}
          >
            <HStack gap="2" minW="0" flexWrap="wrap">
              <Text as="span" fontWeight="medium" truncate>
                {domain.domain_url}
              </Text>
              <Badge variant="subtle" colorPalette="gray" size="sm">
                {DOMAIN_STATUS_LABELS[domain.status]}
              </Badge>
            </HStack>
            {state === 'deletable' ? (
              <DeniedTip reason={denied}>
                {(deniedProps) => (
                  <IconButton
                    aria-label={`Remove ${domain.domain_url}`}
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={denied ? undefined : (event) => onRemove(domain, event.currentTarget)}
                    {...deniedProps}
                  >
                    <Trash2 />
                  </IconButton>
                )}
              </DeniedTip>
            ) : state === 'inProcess' ? (
              <HStack gap="2" color="fg.muted" textStyle="sm" role="status">
                <Spinner size="xs" />
                <Text as="span">Removing…</Text>
              </HStack>
            ) : reason ? (
              <Box as="span" textStyle="xs" color="fg.muted" textAlign={{ base: 'start', md: 'end' }}>
                {reason}
              </Box>
            ) : null}
          </HStack>
        );
      })}
    </Stack>
  );
}
