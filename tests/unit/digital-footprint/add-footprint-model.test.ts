import { describe, expect, it } from 'vitest';
import type { CatalogueOption, Domain, Technology } from '@generated/model';
import { RoleRequiredError } from '@/api/errors';
import {
  addFailure,
  domainOperation,
  filterOptions,
  technologyOptions,
} from '@/features/digital-footprint/add/add-footprint-model';
import { ADD_MESSAGES } from '@/features/digital-footprint/add/add-messages';
import type { DomainTag } from '@/features/digital-footprint/model/domain-tags';

const discovered = (url: string, id = `dom-${url.replaceAll('.', '-')}`): Domain => ({
  id,
  domain_url: url,
  status: 'Discovered',
  created_at: '2026-11-20T02:40:00Z',
});
const tag = (value: string): DomainTag => ({ value, status: 'valid' });

describe('the domain operation (§3 Domain, §4 User-input processes)', () => {
  const proposals = [discovered('brightsmiledentalgroup.com'), discovered('smilecare-portal.com')];

  it('sends the checked discovered domains with their id, then the typed ones by value, all UserApproved', () => {
    expect(
      domainOperation(proposals, ['smilecare-portal.com'], [tag('brightsmile-ortho.com'), tag('brightsmile-lab.com')]),
    ).toEqual({
      action: 'added',
      domains: [
        { domain: 'smilecare-portal.com', status: 'UserApproved', id: 'dom-smilecare-portal-com' },
        { domain: 'brightsmile-ortho.com', status: 'UserApproved' },
        { domain: 'brightsmile-lab.com', status: 'UserApproved' },
      ],
    });
  });

  it('leaves out unchecked proposals and keeps the proposals in their listed order', () => {
    const operation = domainOperation(proposals, ['smilecare-portal.com', 'brightsmiledentalgroup.com'], []);
    expect(operation.domains.map((entry) => entry.domain)).toEqual(['brightsmiledentalgroup.com', 'smilecare-portal.com']);
    expect(domainOperation(proposals, [], [tag('a.com')]).domains).toEqual([{ domain: 'a.com', status: 'UserApproved' }]);
  });

  it('sends no id for a proposal whose id is its URL (the server did not give it one of its own)', () => {
    const entry = domainOperation([discovered('clinic.com', 'clinic.com')], ['clinic.com'], []).domains[0];
    expect(entry).toEqual({ domain: 'clinic.com', status: 'UserApproved' });
    expect(entry).not.toHaveProperty('id');
  });

  it('is empty when nothing is checked or typed', () => {
    expect(domainOperation(proposals, [], [])).toEqual({ action: 'added', domains: [] });
  });
});

describe('technology options (§2.6 Add drawer step 2, §5)', () => {
  const catalogue: CatalogueOption[] = [
    { id: 'cat-weave', name: 'Weave' },
    { id: 'cat-dentrix', name: 'Dentrix' },
    { id: 'cat-1password', name: '1Password' },
    { id: 'cat-eaglesoft', name: 'eaglesoft' },
    { id: 'cat-sidexis-10', name: 'Sidexis 10' },
    { id: 'cat-sidexis-4', name: 'Sidexis 4' },
  ];
  const existing = [{ name: 'DENTRIX' }] as Technology[];

  it('lists the catalogue by name (case-insensitive, numbers in number order)', () => {
    expect(technologyOptions(catalogue, [], []).map((option) => option.name)).toEqual([
      '1Password',
      'Dentrix',
      'eaglesoft',
      'Sidexis 4',
      'Sidexis 10',
      'Weave',
    ]);
  });

  it("disables a technology the account has as '{name} - already exists' (names compared case-insensitively)", () => {
    const options = technologyOptions(catalogue, existing, []);
    expect(options.find((option) => option.id === 'cat-dentrix')).toEqual({
      id: 'cat-dentrix',
      name: 'Dentrix',
      label: 'Dentrix - already exists',
      disabled: true,
    });
    expect(options.filter((option) => option.disabled)).toHaveLength(1);
    expect(options.find((option) => option.id === 'cat-weave')).toEqual({
      id: 'cat-weave',
      name: 'Weave',
      label: 'Weave',
      disabled: false,
    });
  });

  it('leaves out the chosen ones', () => {
    const ids = technologyOptions(catalogue, existing, ['cat-weave', 'cat-1password']).map((option) => option.id);
    expect(ids).toEqual(['cat-dentrix', 'cat-eaglesoft', 'cat-sidexis-4', 'cat-sidexis-10']);
  });

  it('does not reorder the catalogue it was given', () => {
    const copy = [...catalogue];
    technologyOptions(catalogue, [], []);
    expect(catalogue).toEqual(copy);
  });
});

describe('filtering the options by what is typed', () => {
  const options = technologyOptions(
    [
      { id: 'cat-dentrix', name: 'Dentrix' },
      { id: 'cat-dentrix-ascend', name: 'Dentrix Ascend' },
      { id: 'cat-open-dental', name: 'Open Dental' },
      { id: 'cat-zoom', name: 'Zoom' },
    ],
    [{ name: 'Dentrix' }] as Technology[],
    [],
  );

  it('keeps the options whose name contains the text, case-insensitively and trimmed', () => {
    expect(filterOptions(options, '  DENT ').map((option) => option.label)).toEqual([
      'Dentrix - already exists',
      'Dentrix Ascend',
      'Open Dental',
    ]);
    expect(filterOptions(options, 'ascend').map((option) => option.id)).toEqual(['cat-dentrix-ascend']);
  });

  it('matches the name, not the "already exists" suffix', () => {
    expect(filterOptions(options, 'exists')).toEqual([]);
  });

  it('lists every option for an empty or blank box, as a new list', () => {
    expect(filterOptions(options, '')).toEqual(options);
    expect(filterOptions(options, '   ')).toEqual(options);
    expect(filterOptions(options, '')).not.toBe(options);
  });
});

describe('the add drawer notices, as the specification words them (§4, §8)', () => {
  it('copies every text exactly', () => {
    expect(ADD_MESSAGES).toEqual({
      domainsAdded:
        'Domains have been added successfully and a new scan is in progress. Information will be updated on the dashboard once the scan is complete.',
      domainsProcessed: 'Domains have been added successfully and the dashboard has been updated.',
      domainsFailed: 'Failed to add domain',
      technologiesAdded: 'Technologies have been added successfully',
      technologiesFailed: 'Failed to add technologies',
      processesFailed: 'Service is not available, please try again later',
    });
  });
});

describe('what a failed add says', () => {
  const refused = new RoleRequiredError(
    'admin',
    'This needs the Admin role. Ask an admin of your account to do it or to change your role.',
  );

  it("says 'You don't have permission to …' with the server's detail when the role is refused (403 ROLE_REQUIRED)", () => {
    expect(addFailure(refused, 'domains')).toBe(
      "You don't have permission to add domains. This needs the Admin role. Ask an admin of your account to do it or to change your role.",
    );
    expect(addFailure(new RoleRequiredError('admin', undefined), 'technologies')).toBe(
      "You don't have permission to add technologies. Needs the Admin role.",
    );
  });

  it("keeps §8's texts for any other failure", () => {
    expect(addFailure(new Error('500'), 'domains')).toBe('Failed to add domain');
    expect(addFailure(new Error('500'), 'technologies')).toBe('Failed to add technologies');
  });
});
