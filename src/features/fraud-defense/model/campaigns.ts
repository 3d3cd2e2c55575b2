/**
 * Threat campaigns (issue #29): the e-mails of one sender with a near-identical subject within 72 hours, one row in
 * the open-issues table instead of one per e-mail. The rules are the contract's decision (getUserAssets): the 72 hours
 * run from the campaign's first e-mail; "near-identical" is the search's own measure (edit distance, as the fuzzy
 * search counts errors) within a fifth of the subject, after the reply and forward prefixes, case, accents, spacing
 * and digits (an invoice number) are set aside.
 */
import { severityRank, type FraudDefenseIssue } from '@/features/issues';
import { foldAccents, maxErrors, prefixDistance } from '@/shared/search/fuzzy-search';

const CAMPAIGN_WINDOW_MS = 72 * 3_600_000;
/** Errors allowed per letter of the subject: a fifth. */
const SUBJECT_THRESHOLD = 0.2;

export interface Campaign {
  /** The first e-mail's id: stable while that e-mail is listed. */
  id: string;
  sender: FraudDefenseIssue['sender'];
  /** The first e-mail's subject. */
  subject: string;
  /** In the order given (the table's order). */
  messages: FraudDefenseIssue[];
  /** Distinct recipient addresses over every e-mail. */
  mailboxes: number;
  firstSeen: string;
  lastSeen: string;
  /** The highest severity of its e-mails. */
  severity: FraudDefenseIssue['severity'];
}

const PREFIX = /^\s*((re|fw|fwd|aw|wg|tr|sv)\s*(\[\d+\])?\s*:\s*)+/i;

/** The subject as compared: no reply/forward prefixes, lower case, no accents, digits as '#', single spaces. */
export function subjectKey(subject: string): string {
  return foldAccents(subject.replace(PREFIX, '')).toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

/**
 * A lower bound of the edit distance, cheap: each edit changes the count of at most two characters by one, so half the
 * difference of the character counts cannot be more than the distance. Most different subjects stop here.
 */
function countBound(a: string, b: string): number {
  // Characters folded onto 256 counters: a shared counter only lowers the bound, so it stays a bound.
  const counts = new Int32Array(256);
  for (let i = 0; i < a.length; i++) counts[a.charCodeAt(i) & 255]!++;
  for (let i = 0; i < b.length; i++) counts[b.charCodeAt(i) & 255]!--;
  let difference = 0;
  for (let i = 0; i < 256; i++) difference += Math.abs(counts[i]!);
  return Math.ceil(difference / 2);
}

/** Whether two subject keys are near-identical: within a fifth of the longer one, each way. */
export function nearIdentical(a: string, b: string): boolean {
  if (a === b) return true;
  const limit = maxErrors(Math.max(a.length, b.length), SUBJECT_THRESHOLD);
  if (Math.abs(a.length - b.length) > limit || countBound(a, b) > limit) return false;
  return prefixDistance(a, b, limit) <= limit && prefixDistance(b, a, limit) <= limit;
}

const timeOf = (issue: FraudDefenseIssue) => {
  const time = Date.parse(issue.emailTime);
  return Number.isNaN(time) ? 0 : time;
};

interface Building {
  first: FraudDefenseIssue;
  key: string;
  start: number;
  lastTime: number;
  last: FraudDefenseIssue;
  worst: FraudDefenseIssue;
  mailboxes: Set<string>;
  messages: FraudDefenseIssue[];
}

/**
 * The campaigns of these e-mails, in the order of each campaign's first e-mail in `issues` (so the table's order
 * carries over); every e-mail is in exactly one, an e-mail of its own makes a campaign of one. Per sender, e-mails are
 * taken oldest first and join the first open campaign (started within 72 hours) whose subject is near-identical.
 */
export function groupCampaigns(issues: readonly FraudDefenseIssue[]): Campaign[] {
  const times = issues.map(timeOf);
  const bySender = new Map<string, number[]>();
  issues.forEach((issue, index) => {
    const sender = issue.sender.emailAddress.toLowerCase();
    const list = bySender.get(sender);
    if (list) list.push(index);
    else bySender.set(sender, [index]);
  });
  const campaignOf = new Array<Building>(issues.length);
  // Copies of one lure share their subject: each distinct subject is normalized once.
  const keys = new Map<string, string>();
  const keyOf = (subject: string) => {
    let key = keys.get(subject);
    if (key === undefined) keys.set(subject, (key = subjectKey(subject)));
    return key;
  };
  for (const list of bySender.values()) {
    list.sort((a, b) => times[a]! - times[b]!);
    let open: Building[] = [];
    const exact = new Map<string, Building>();
    for (const index of list) {
      const issue = issues[index]!;
      const time = times[index]!;
      if (open.length > 0 && time - open[0]!.start > CAMPAIGN_WINDOW_MS) {
        open = open.filter((campaign) => time - campaign.start <= CAMPAIGN_WINDOW_MS);
        for (const [key, campaign] of exact) if (time - campaign.start > CAMPAIGN_WINDOW_MS) exact.delete(key);
      }
      const key = keyOf(issue.subject);
      let campaign = exact.get(key) ?? open.find((candidate) => nearIdentical(candidate.key, key));
      if (!campaign) {
        campaign = {
          first: issue,
          key,
          start: time,
          lastTime: time,
          last: issue,
          worst: issue,
          mailboxes: new Set(),
          messages: [],
        };
        open.push(campaign);
        exact.set(key, campaign);
      }
      if (time >= campaign.lastTime) {
        campaign.lastTime = time;
        campaign.last = issue;
      }
      if (severityRank(issue.severity) > severityRank(campaign.worst.severity)) campaign.worst = issue;
      for (const recipient of issue.recipients) campaign.mailboxes.add(recipient.emailAddress.toLowerCase());
      campaignOf[index] = campaign;
    }
  }
  const ordered: Building[] = [];
  issues.forEach((issue, index) => {
    const campaign = campaignOf[index]!;
    if (campaign.messages.length === 0) ordered.push(campaign);
    campaign.messages.push(issue);
  });
  return ordered.map((campaign) => ({
    id: campaign.first.id,
    sender: campaign.first.sender,
    subject: campaign.first.subject,
    messages: campaign.messages,
    mailboxes: campaign.mailboxes.size,
    firstSeen: campaign.first.emailTime,
    lastSeen: campaign.last.emailTime,
    severity: campaign.worst.severity,
  }));
}
