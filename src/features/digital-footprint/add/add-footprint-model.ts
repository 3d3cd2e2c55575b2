/** The add drawer's pure rules (console-platform.md §2.6 Add drawer, §5 Domain tag input, §4 Technology add). */
import type { CatalogueOption, Domain, DomainOperationRequest, Technology } from '@generated/model';
import type { DomainTag } from '../model/domain-tags';
import { compareText } from '@/shared/format/compare-text';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { ADD_MESSAGES } from './add-messages';

/** The domain operation: checked discovered domains keep their id, typed ones are sent by value (§3 Domain). */
export function domainOperation(discovered: readonly Domain[], selected: readonly string[], tags: readonly DomainTag[]) {
  const picked = discovered
    .filter((domain) => selected.includes(domain.domain_url))
    .map((domain) => ({
      domain: domain.domain_url,
      status: 'UserApproved' as const,
      ...(domain.id === domain.domain_url ? {} : { id: domain.id }),
    }));
  const typed = tags.map((tag) => ({ domain: tag.value, status: 'UserApproved' as const }));
  return { action: 'added', domains: [...picked, ...typed] } satisfies DomainOperationRequest;
}

export interface TechnologyOption {
  id: string;
  name: string;
  /** '{name} - already exists' for a technology the account has. */
  label: string;
  disabled: boolean;
}

/** The catalogue by name; those on the account disabled as '{name} - already exists'; chosen ones left out. */
export function technologyOptions(
  catalogue: readonly CatalogueOption[],
  existing: readonly Technology[],
  chosen: readonly string[],
): TechnologyOption[] {
  const have = new Set(existing.map((technology) => technology.name.toLowerCase()));
  return catalogue
    .filter((option) => !chosen.includes(option.id))
    .sort((a, b) => compareText(a.name, b.name))
    .map((option) => {
      const exists = have.has(option.name.toLowerCase());
      return {
        id: option.id,
        name: option.name,
        label: exists ? `${option.name} - already exists` : option.name,
        disabled: exists,
      };
    });
}

/** Options whose name contains the typed text (case-insensitive); all of them for an empty box. */
export function filterOptions(options: readonly TechnologyOption[], typed: string): TechnologyOption[] {
  const text = typed.trim().toLowerCase();
  return text ? options.filter((option) => option.name.toLowerCase().includes(text)) : [...options];
}

/**
 * What a failed add says: refused for the role (403 ROLE_REQUIRED, issue #28), 'You don't have permission to add
 * domains.' and the server's detail naming the role; else §8's 'Failed to add domain' / 'Failed to add technologies'.
 */
export function addFailure(error: unknown, added: 'domains' | 'technologies'): string {
  const fallback = added === 'domains' ? ADD_MESSAGES.domainsFailed : ADD_MESSAGES.technologiesFailed;
  return roleRefusalMessage(error, `add ${added}`) ?? fallback;
}
