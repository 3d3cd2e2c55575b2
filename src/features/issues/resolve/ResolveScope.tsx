/** The optional scope of 'Mark issue as resolved': which of the issue's assets and technologies it covers. */
import { Fieldset, Stack } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import type { ReactNode } from 'react';
import type { SummaryIssue } from '../model/issue-model';
import type { AssetSelection } from './resolve-rules';

const ASSET_TYPE_PLURALS: Record<string, string> = {
  domain: 'domains',
  subdomain: 'subdomains',
  email: 'e-mail addresses',
  host: 'hosts',
  integration: 'integrations',
  device: 'devices',
  user: 'users',
};

type Asset = NonNullable<SummaryIssue['assets']>[number];
type Technology = NonNullable<SummaryIssue['technologies']>[number];

const sameSelection = (a: AssetSelection, b: AssetSelection) =>
  a.kind === 'group' && b.kind === 'group'
    ? a.assetType === b.assetType
    : a.kind === 'asset' && b.kind === 'asset' && a.id === b.id;

/** Assets by type; a type with more than one asset can be ticked as a whole ('All hosts (3)'). */
export function AssetChoice(props: { assets: Asset[]; value: AssetSelection[]; onChange: (value: AssetSelection[]) => void }) {
  const { assets, value } = props;
  const groups = [...new Set(assets.map((a) => a.asset_type))];
  const hasGroup = (type: string) => value.some((s) => s.kind === 'group' && s.assetType === type);
  const hasAsset = (id: string) => value.some((s) => s.kind === 'asset' && s.id === id);
  const toggle = (item: AssetSelection, on: boolean) => {
    const others = value.filter((s) => !sameSelection(s, item));
    props.onChange(on ? [...others, item] : others);
  };

  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        Assets (optional)
      </Fieldset.Legend>
      <Fieldset.HelperText textStyle="xs">Leave them all unticked to mark the issue resolved on every asset.</Fieldset.HelperText>
      <Stack gap="2" mt="1" maxH="48" overflowY="auto" pe="1">
        {groups.map((type) => {
          const members = assets.filter((a) => a.asset_type === type);
          const groupOn = hasGroup(type);
          return (
            <Stack key={type} gap="1.5">
              {members.length > 1 ? (
                <SelectBox checked={groupOn} onChange={(on) => toggle({ kind: 'group', assetType: type }, on)}>
                  All {ASSET_TYPE_PLURALS[type] ?? type} ({members.length})
                </SelectBox>
              ) : null}
              <Stack gap="1.5" ps={members.length > 1 ? '6' : '0'}>
                {members.map((asset) => (
                  <SelectBox
                    key={asset.id}
                    checked={groupOn || hasAsset(asset.id)}
                    disabled={groupOn}
                    onChange={(on) => toggle({ kind: 'asset', id: asset.id }, on)}
                  >
                    {asset.hostname}
                  </SelectBox>
                ))}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </Fieldset.Root>
  );
}

export function TechnologyChoice(props: { technologies: Technology[]; value: string[]; onChange: (ids: string[]) => void }) {
  const { value } = props;
  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        Technologies (optional)
      </Fieldset.Legend>
      <Stack gap="1.5" mt="1">
        {props.technologies.map((tech) => (
          <SelectBox
            key={tech.id}
            checked={value.includes(tech.id)}
            onChange={(on) => props.onChange(on ? [...value, tech.id] : value.filter((id) => id !== tech.id))}
          >
            {tech.name}
          </SelectBox>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}

function SelectBox(props: { checked: boolean; disabled?: boolean; onChange: (on: boolean) => void; children: ReactNode }) {
  return (
    <Checkbox.Root
      size="sm"
      colorPalette="brand"
      checked={props.checked}
      disabled={props.disabled}
      onCheckedChange={(e) => props.onChange(e.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal" wordBreak="break-all">
        {props.children}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
