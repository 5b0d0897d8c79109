/**
 * A quiz lead's answers as short lines for the admin (key, then the answer as words), in the
 * order the quiz asked them. The e-mail is the row's own column, so it is left out here.
 */
export interface AnswerLine {
  key: string;
  value: string;
}

function words(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(words).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // The date of birth is three selects (docs/constants.md#quiz): shown as the US site writes dates.
    if ('day' in record && 'month' in record && 'year' in record)
      return `${words(record.month)}/${words(record.day)}/${words(record.year)}`;
    return Object.entries(record)
      .map(([key, entry]) => `${key}: ${words(entry)}`)
      .join('; ');
  }
  return String(value);
}

export function answerLines(answers: Record<string, unknown>): AnswerLine[] {
  return Object.entries(answers)
    .filter(([key]) => key !== 'email')
    .map(([key, value]) => ({ key, value: words(value) }));
}
