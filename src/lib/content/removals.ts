import type { RemovedBlock } from './markup-blocks';

const SAMPLE_LENGTH = 80;

/** A removed piece as written, on one line and short enough to read in a notice. */
function sample(source: string): string {
  const line = source.replace(/\s+/g, ' ').trim();
  return line.length > SAMPLE_LENGTH ? `${line.slice(0, SAMPLE_LENGTH - 1)}…` : line;
}

/** What the sanitiser took out of one input, counted as it goes. */
export class RemovalLog {
  readonly blocks = new Map<string, { count: number; first: string }>();
  readonly attributes = new Map<string, number>();
  readonly addresses: string[] = [];

  block({ tag, source }: RemovedBlock): void {
    const entry = this.blocks.get(tag);
    if (entry) entry.count += 1;
    else this.blocks.set(tag, { count: 1, first: sample(source) });
  }

  attribute(name: string): void {
    this.attributes.set(name, (this.attributes.get(name) ?? 0) + 1);
  }

  address(value: string): void {
    this.addresses.push(sample(value));
  }
}

/** One sentence per kind of removal, for the editors' previews (docs/admin.md). */
export function describeRemovals(log: RemovalLog): string[] {
  const lines: string[] = [];
  for (const [tag, { count, first }] of log.blocks) {
    if (tag === 'comment')
      lines.push(count === 1 ? `A comment: “${first}”.` : `${count} comments, such as “${first}”.`);
    else
      lines.push(
        count === 1
          ? `A <${tag}> element with everything inside it: “${first}”.`
          : `${count} <${tag}> elements with everything inside them, such as “${first}”.`,
      );
  }
  if (log.addresses.length > 0) {
    const [first] = log.addresses;
    lines.push(
      log.addresses.length === 1
        ? `An unsafe link or image address: “${first}”.`
        : `${log.addresses.length} unsafe link or image addresses, such as “${first}”.`,
    );
  }
  if (log.attributes.size > 0) {
    const names = [...log.attributes].map(([name, count]) => (count > 1 ? `${name} (${count}×)` : name));
    lines.push(`Attributes the site does not use: ${names.join(', ')}.`);
  }
  return lines;
}
