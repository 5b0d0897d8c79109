import type { AudienceMember } from './audience';
import { toCsv } from './csv';
import { isoDay } from '../content/dates';

/** The subscriber export: one line per address, in the order given. */
export function subscribersCsv(members: readonly AudienceMember[]): string {
  return toCsv(members, [
    { header: 'Email', value: (member) => member.email },
    { header: 'Source', value: (member) => member.source },
    { header: 'Status', value: (member) => member.status },
    { header: 'Quiz lead', value: (member) => (member.quizLead ? 'yes' : 'no') },
    { header: 'Joined', value: (member) => member.joinedAt },
    { header: 'Unsubscribed', value: (member) => member.unsubscribedAt ?? '' },
  ]);
}

export function subscribersCsvName(now = new Date()): string {
  return `subscribers-${isoDay(now)}.csv`;
}
