import { describe, expect, it } from 'vitest';
import type { Asset } from '@generated/model';
import fraudExamples from '../../../openapi/examples/fraud.json';
import { buildFraudDefenseIssues, mergeSummaryIssues } from '@/features/issues/model/fraud-findings';
import { isFraudDefenseIssue } from '@/features/issues/model/issue-model';
import { email, exampleIssues, exampleUsers, finding, issue, userAsset } from './fixtures';

const day = (iso: string) => iso.slice(0, 10);

describe('buildFraudDefenseIssues (console-platform.md §3)', () => {
  it('makes one issue per e-mail: same send date, subject, finding id and sender', () => {
    const users = [
      userAsset('u1', 'grace@clinic.example', [finding()]),
      userAsset('u2', 'tomas@clinic.example', [finding()]),
      userAsset('u3', 'priya@clinic.example', [finding({ email_data: email({ subject: 'Another subject' }) })]),
      userAsset('u4', 'marcus@clinic.example', [finding({ finding_id: 'fnd-2' })]),
      userAsset('u5', 'olivia@clinic.example', [finding({ email_data: email({ date_sent: '2026-11-19T09:12:00Z' }) })]),
      userAsset('u6', 'hannah@clinic.example', [
        finding({ email_data: email({ sender: { email_address: 'AR@vendor-billing.example' } }) }),
      ]),
    ];
    const built = buildFraudDefenseIssues(users, [], day);
    expect(built).toHaveLength(4);
    expect(built[0]?.assets?.map((a) => a.id)).toEqual(['u1', 'u2', 'u6']);
  });

  it('keeps the same subject from different senders apart, and one sender on different days apart', () => {
    const bySender = (address: string) =>
      finding({ email_data: email({ sender: { name: 'Accounts', email_address: address } }) });
    const onDay = (iso: string) => finding({ email_data: email({ date_sent: iso }) });
    const users = [
      userAsset('u1', 'grace@clinic.example', [bySender('ar@vendor-billing.example'), onDay('2026-11-18T09:12:00Z')]),
      userAsset('u2', 'tomas@clinic.example', [bySender('ar@vendor-bi11ing.example'), onDay('2026-11-19T09:12:00Z')]),
    ];
    const built = buildFraudDefenseIssues(users, [], day);
    const subjects = new Set(built.map((b) => b.subject));
    expect(subjects.size).toBe(1);
    expect(built.map((b) => `${b.sender.emailAddress} ${day(b.emailTime)}`).sort()).toEqual([
      'ar@vendor-bi11ing.example 2026-11-18',
      'ar@vendor-billing.example 2026-11-18',
      'ar@vendor-billing.example 2026-11-19',
    ]);
    // Two copies of one e-mail in the same mailbox are one issue with that user once.
    const shared = built.find((b) => b.sender.emailAddress === 'ar@vendor-billing.example' && day(b.emailTime) === '2026-11-18');
    expect(shared?.assets?.map((a) => a.id)).toEqual(['u1']);
  });

  it('de-duplicates recipients (addresses ignore case) and adds the users who received it', () => {
    const to = [
      { name: 'Grace Liu', email_address: 'grace@clinic.example' },
      { name: null, email_address: 'GRACE@clinic.example' },
      { name: 'Billing', email_address: 'billing@clinic.example' },
    ];
    const users = [
      userAsset('u1', 'grace@clinic.example', [finding({ email_data: email({ to_recipients: to }) })]),
      userAsset('u2', 'bcc.user@clinic.example', [finding({ email_data: email({ to_recipients: to }) })], {
        first_name: 'Sam',
        last_name: 'Bcc',
      }),
    ];
    const [built] = buildFraudDefenseIssues(users, [], day);
    expect(built?.recipients).toEqual([
      { emailAddress: 'grace@clinic.example', name: 'Grace Liu' },
      { emailAddress: 'billing@clinic.example', name: 'Billing' },
      { emailAddress: 'bcc.user@clinic.example', name: 'Sam Bcc' },
    ]);
    expect(built?.email_addresses).toHaveLength(3);
  });

  it('de-duplicates the recipients of a mass mailing too, and lists each user once', () => {
    const to = Array.from({ length: 40 }, (_, i) => ({ name: null, email_address: `user${i}@clinic.example` }));
    const shouted = to.map((r) => ({ ...r, email_address: ` ${r.email_address.toUpperCase()} ` }));
    const users = [
      userAsset('u1', 'user0@clinic.example', [finding({ email_data: email({ to_recipients: [...to, ...shouted] }) })]),
      userAsset('u2', 'USER39@clinic.example', [
        finding({ email_data: email({ to_recipients: shouted }) }),
        finding({ email_data: email({ to_recipients: to }) }),
      ]),
    ];
    const [built, ...others] = buildFraudDefenseIssues(users, [], day);
    expect(others).toHaveLength(0);
    expect(built?.recipients.map((r) => r.emailAddress)).toEqual(to.map((r) => r.email_address));
    expect(built?.assets?.map((a) => a.id)).toEqual(['u1', 'u2']);
  });

  it('lists a user once when the user assets list repeats it', () => {
    const grace = userAsset('u1', 'grace@clinic.example', [finding()]);
    const users = [grace, userAsset('u2', 'tomas@clinic.example', [finding()]), { ...grace }];
    const [built] = buildFraudDefenseIssues(users, [], day);
    expect(built?.assets?.map((a) => a.id)).toEqual(['u1', 'u2']);
    expect(built?.recipients.map((r) => r.emailAddress)).toEqual(['grace@clinic.example', 'tomas@clinic.example']);
  });

  it('suffixes the name with the send date and keeps the fraud-defense fields', () => {
    const [built] = buildFraudDefenseIssues([userAsset('u1', 'a@clinic.example', [finding()])], [], day);
    expect(built).toMatchObject({
      name: 'Bank details change - 2026-11-18',
      issue_name: 'Bank details change',
      issue_type: 'FRAUD_DEFENSE',
      finding_id: 'fnd-1',
      subject: 'Updated bank details',
      sender: { name: 'Accounts', emailAddress: 'ar@vendor-billing.example' },
      emailTime: '2026-11-18T09:12:00Z',
      date_sent: '2026-11-18T09:12:00Z',
      issue_category: 'email_threats',
    });
    expect(isFraudDefenseIssue(built!)).toBe(true);
  });

  it('takes the most open status and the highest severity of the copies', () => {
    const users = [
      userAsset('u1', 'a@clinic.example', [finding({ status: 'resolved', severity: 'moderate' })]),
      userAsset('u2', 'b@clinic.example', [finding({ status: 'open', severity: 'critical' })]),
    ];
    expect(buildFraudDefenseIssues(users, [], day)[0]).toMatchObject({ status: 'open', severity: 'critical' });
  });

  it('borrows descriptions and labels from the issues list, else shows the subject', () => {
    const listed = issue({
      id: 'iss-fd',
      short_description: 'A fake supplier e-mail.',
      long_description: 'Call the supplier.',
      labels: [{ name: 'BEC' }],
    });
    const [known] = buildFraudDefenseIssues([userAsset('u1', 'a@clinic.example', [finding()])], [listed], day);
    expect(known).toMatchObject({
      short_description: 'A fake supplier e-mail.',
      long_description: 'Call the supplier.',
      labels: [{ name: 'BEC' }],
    });
    const [unknown] = buildFraudDefenseIssues([userAsset('u1', 'a@clinic.example', [finding()])], [], day);
    expect(unknown?.short_description).toBe('Updated bank details');
  });

  it('skips issues that are not fraud-defense findings, and keeps ids unique', () => {
    const users = [
      userAsset('u1', 'a@clinic.example', [
        finding({ issue_type: 'CLOUD_APP_SECURITY' }),
        finding({ email_data: null }),
        finding(),
      ]),
      userAsset('u2', 'b@clinic.example', [finding({ finding_id: 'fnd-2' })]),
    ];
    expect(buildFraudDefenseIssues(users, [], day).map((i) => i.id)).toEqual(['iss-fd', 'iss-fd-2']);
  });

  it('builds the contract example’s four e-mails', () => {
    const built = buildFraudDefenseIssues(exampleUsers, exampleIssues, day);
    expect(built.map((i) => [i.id, i.recipients.length, i.assets?.length])).toEqual([
      ['iss-027', 4, 4],
      ['iss-029', 2, 2],
      ['iss-028', 3, 3],
      ['iss-030', 2, 2],
    ]);
  });
});

describe('the copies a removal sends (issue #29)', () => {
  it('keeps each copy’s message id, one per mailbox, once each', () => {
    const users = (fraudExamples.usersFraudCampaign.value as unknown as Asset[]).map((user) => ({
      ...user,
      // A list that repeats a copy sends it once.
      issues: [...user.issues, ...user.issues.filter((item) => item.id === 'iss-028')],
    }));
    const built = buildFraudDefenseIssues(users);
    const wire = built.find((item) => item.subject === 'Urgent: wire transfer before 3pm')!;
    expect(wire.message_ids.toSorted()).toEqual(['msg-2238-alvarez', 'msg-2238-bell', 'msg-2238-liu']);
    expect(built.find((item) => item.id === 'iss-3101')!.message_ids).toEqual(['msg-3101-okafor']);
    // A server without message ids: none.
    const [plain] = buildFraudDefenseIssues([
      userAsset('u-plain', 'ana@clinic.example', [finding({ id: 'x', finding_id: 'x', email_data: email({}) })]),
    ]);
    expect(plain!.message_ids).toEqual([]);
  });
});

describe('mergeSummaryIssues', () => {
  it('replaces the list’s own fraud-defense entries with the built ones', () => {
    const built = buildFraudDefenseIssues(exampleUsers, exampleIssues, day);
    const merged = mergeSummaryIssues(exampleIssues, built);
    expect(merged).toHaveLength(30);
    expect(merged.filter((i) => i.issue_type === 'FRAUD_DEFENSE').every(isFraudDefenseIssue)).toBe(true);
  });

  it('hides fraud-defense issues when user assets are off', () => {
    expect(mergeSummaryIssues(exampleIssues, null).some((i) => i.issue_type === 'FRAUD_DEFENSE')).toBe(false);
  });
});
