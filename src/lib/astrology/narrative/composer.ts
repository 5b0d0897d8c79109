/**
 * Writes one reading from the library without ever repeating itself (docs/readings.md): each
 * pick is deterministic (the same couple always reads the same), and a variant is skipped when
 * it was already used in this reading or would repeat a sentence already written.
 */
import { splitSentences } from './grammar';
import { hashString } from './pick';
import { fillFragment, render, type TemplateValue } from './template';

export class Composer {
  private readonly sentences = new Set<string>();
  private readonly templates = new Set<string>();

  constructor(private readonly seed: string) {}

  /**
   * One variant for a slot, rendered. The seed and slot choose where to start; variants used
   * before in this reading, or whose sentences were already written, are passed over.
   */
  pick(variants: readonly string[], slot: string, values: Readonly<Record<string, TemplateValue>>): string {
    if (variants.length === 0) throw new Error(`No variants for ${slot}`);
    const start = hashString(`${this.seed}#${slot}`) % variants.length;
    let fallback: string | undefined;
    for (let step = 0; step < variants.length; step += 1) {
      const template = variants[(start + step) % variants.length]!;
      const text = render(template, values);
      fallback ??= text;
      if (this.templates.has(template) || splitSentences(text).some((s) => this.sentences.has(s))) continue;
      this.templates.add(template);
      return this.claim(text);
    }
    // Every variant was used: better a repeat the tests will flag than a missing sentence.
    return this.claim(fallback!);
  }

  /**
   * One clause for a slot, to be set inside a sentence (case left as written); a clause used
   * before in this reading is passed over while another is left.
   */
  pickFragment(
    variants: readonly string[],
    slot: string,
    values: Readonly<Record<string, TemplateValue>>,
  ): string {
    if (variants.length === 0) throw new Error(`No variants for ${slot}`);
    const start = hashString(`${this.seed}#${slot}`) % variants.length;
    const fresh =
      [...variants.keys()]
        .map((step) => variants[(start + step) % variants.length]!)
        .find((template) => !this.templates.has(template)) ?? variants[start]!;
    this.templates.add(fresh);
    return fillFragment(fresh, values);
  }

  /** Records text written outside `pick`, so later picks do not repeat it. */
  claim(text: string): string {
    for (const sentence of splitSentences(text)) this.sentences.add(sentence);
    return text;
  }
}
