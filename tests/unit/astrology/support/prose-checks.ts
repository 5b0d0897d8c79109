/**
 * What every generated sentence must satisfy, for the grammar walk and the reading tests
 * (docs/readings.md): articles as read aloud, "you" with plural verbs, no form defaults used as
 * names, en dashes between bodies, aspects phrased the astrologer's way, tidy punctuation.
 */
import { articleFor } from '@/lib/astrology/narrative/articles';
import { splitSentences } from '@/lib/astrology/narrative/grammar';

const BODIES = 'Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Ascendant|MC|Descendant';
/** Words ending in s that may follow "you" without being a verb. */
const NOT_VERBS = new Set([
  'as',
  'always',
  'across',
  'perhaps',
  'unless',
  'towards',
  'besides',
  'less',
  'thus',
  'yes',
]);

export function proseProblems(text: string, { fragment = false } = {}): string[] {
  const problems: string[] = [];
  const flag = (message: string) => problems.push(`${message}: "${text}"`);

  if (/\{[^}]*\}/.test(text)) flag('unfilled placeholder');
  for (const [, article, word] of text.matchAll(/(?<![\w'’-])([Aa]n?) ([\w%°′–'-]+)/g)) {
    if (article!.toLowerCase() !== articleFor(word!))
      flag(`"${article} ${word}" takes "${articleFor(word!)}"`);
  }
  // "each of you is" is right: the subject there is "each"; so is "love for you is" (you is the
  // object of a preposition there, and "love" the subject).
  for (const [, verb] of text.matchAll(
    /(?<!\b(?:each|one|neither|either|none|any) of )(?<!\b(?:for|of|to|with|about|around|near|like|than|from|toward|at|on|among|before|after|behind|beside|into|by) )\b[Yy]ou ([a-z]+)\b/g,
  )) {
    if (['is', 'was', 'has', 'does'].includes(verb!) || (/[^su]s$/.test(verb!) && !NOT_VERBS.has(verb!)))
      flag(`"you ${verb}"`);
  }
  if (/\bPerson [12]\b/.test(text)) flag('a form default used as a name');
  if (/\bYou's\b|\byou's\b|^You, |partner's partner/.test(text)) flag('"you" used as a name');
  if (new RegExp(`\\b(${BODIES})-(${BODIES})\\b`).test(text))
    flag('a hyphen between two bodies (use an en dash)');
  if (new RegExp(`\\b(${BODIES}) (conjunction|opposition) (your|[A-Z][a-z]+'s|${BODIES})\\b`).test(text))
    flag('an aspect named as a noun between bodies (say "conjunct" / "opposite")');
  if (/ {2}| [,.;:!?]|\.\.|,,|\s$|^\s/.test(text)) flag('stray spacing or punctuation');
  if (!fragment) {
    for (const sentence of splitSentences(text)) {
      if (!/^[A-Z"“‘]/.test(sentence)) flag(`a sentence that does not start with a capital: "${sentence}"`);
    }
  }
  return problems;
}

/** Sentences that occur more than once in a list of texts. */
export function repeatedSentences(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const sentence of texts.flatMap((text) => splitSentences(text))) {
    if (seen.has(sentence)) repeated.add(sentence);
    seen.add(sentence);
  }
  return [...repeated];
}
