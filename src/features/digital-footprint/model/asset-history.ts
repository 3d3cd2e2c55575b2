/**
 * Asset history (issue #27): each change of an asset in words, newest first. Dates are formatted by the caller's
 * formatter so the words stay testable.
 */
import type { Actor, Asset, AssetHistoryEvent } from '@generated/model';

/** A history line: what happened, an optional second line (a reason, the values of a DNS change), and when. */
export interface HistoryLine {
  id: string;
  at: string;
  text: string;
  detail: string | null;
}

export const HISTORY_TITLE = 'History';
export const NO_HISTORY = 'No changes recorded for this asset yet.';

const versioned = (technology: AssetHistoryEvent['technology']) =>
  technology ? [technology.name, technology.version].filter(Boolean).join(' ') : 'A technology';

const portText = (port: AssetHistoryEvent['port']) => (port ? `Port ${port.port_number}/${port.transport_protocol}` : 'A port');

const actorName = (actor: Actor | null) => {
  if (!actor) return null;
  return actor.type === 'stance' ? 'Stance' : actor.name;
};

const by = (actor: Actor | null) => {
  const name = actorName(actor);
  return name ? ` by ${name}` : '';
};

/** 'whois_changed' → 'Whois changed'. */
const humanType = (type: string) => {
  const words = type.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function dnsText(record: NonNullable<AssetHistoryEvent['dns_record']>): Pick<HistoryLine, 'text' | 'detail'> {
  const what = `${record.record_type} record of ${record.name}`;
  if (record.before.length === 0) return { text: `${what} added`, detail: record.after.join(', ') };
  if (record.after.length === 0) return { text: `${what} removed`, detail: record.before.join(', ') };
  return { text: `${what} changed`, detail: `${record.before.join(', ')} → ${record.after.join(', ')}` };
}

/** One event in words; `date` formats the certificate's expiry. */
export function historyLine(event: AssetHistoryEvent, date: (value: string) => string): HistoryLine {
  const line = (text: string, detail: string | null = null): HistoryLine => ({
    id: event.id,
    at: event.occurred_at,
    text,
    detail,
  });
  switch (event.type) {
    case 'port_opened':
      return line(`${portText(event.port)} opened`);
    case 'port_closed':
      return line(`${portText(event.port)} closed`);
    case 'certificate_renewed':
      return event.certificate
        ? line(`Certificate renewed, valid until ${date(event.certificate.not_after)}`, `Issued by ${event.certificate.issuer}`)
        : line('Certificate renewed');
    case 'certificate_expiring':
      return event.certificate
        ? line(`Certificate expires on ${date(event.certificate.not_after)}`, `Issued by ${event.certificate.issuer}`)
        : line('Certificate expiring');
    case 'technology_added':
      return line(`${versioned(event.technology)} detected`);
    case 'technology_removed':
      return line(`${versioned(event.technology)} no longer detected`);
    case 'dns_record_changed': {
      if (!event.dns_record) return line('DNS record changed');
      const { text, detail } = dnsText(event.dns_record);
      return line(text, detail);
    }
    case 'dispute_opened':
      return line(`Marked as not ours${by(event.actor)}`, event.note);
    case 'dispute_withdrawn':
      return line(`Dispute withdrawn${by(event.actor)}`, event.note);
    default:
      return line(event.note ?? humanType(event.type));
  }
}

/** The drawer's lines, newest first (the contract's order, kept when it is not). */
export function historyLines(events: readonly AssetHistoryEvent[], date: (value: string) => string): HistoryLine[] {
  return events
    .map((event, index) => ({ event, index, time: Date.parse(event.occurred_at) }))
    .sort((a, b) => (b.time || 0) - (a.time || 0) || a.index - b.index)
    .map(({ event }) => historyLine(event, date));
}

/** 'Disputed by Maya Okafor on Nov 19, 2026: <reason>'. */
export function disputeSummary(dispute: NonNullable<Asset['dispute']>, date: (value: string) => string): string {
  return `Disputed${by(dispute.created_by)} on ${date(dispute.created_at)}: ${dispute.reason}`;
}
