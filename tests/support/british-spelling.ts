/**
 * The site writes British English (docs/site.md#copy, docs/decisions.md#british-spelling). American
 * spellings that have crept into copy, each with the British form, for the spelling test
 * (tests/unit/content/spelling.test.ts) to name and for an editor to fix. Words that are the same
 * or both fine in British use (judgment, inward, program for software, license as a verb) and
 * product names (Love Meter) are not listed.
 */
const STEMS: Record<string, string> = {
  color: 'colour',
  colors: 'colours',
  colored: 'coloured',
  colorful: 'colourful',
  favor: 'favour',
  favors: 'favours',
  favored: 'favoured',
  favoring: 'favouring',
  favorable: 'favourable',
  favorably: 'favourably',
  favorite: 'favourite',
  favorites: 'favourites',
  humor: 'humour',
  neighbor: 'neighbour',
  neighbors: 'neighbours',
  neighboring: 'neighbouring',
  neighborhood: 'neighbourhood',
  gray: 'grey',
  honor: 'honour',
  honors: 'honours',
  honored: 'honoured',
  honoring: 'honouring',
  behavior: 'behaviour',
  behaviors: 'behaviours',
  labor: 'labour',
  rumor: 'rumour',
  endeavor: 'endeavour',
  canceling: 'cancelling',
  canceled: 'cancelled',
  traveler: 'traveller',
  travelers: 'travellers',
  traveling: 'travelling',
  traveled: 'travelled',
  counseling: 'counselling',
  counselor: 'counsellor',
  leveled: 'levelled',
  labeled: 'labelled',
  modeled: 'modelled',
  signaled: 'signalled',
  fueled: 'fuelled',
  marvelous: 'marvellous',
  enroll: 'enrol',
  fulfill: 'fulfil',
  theater: 'theatre',
  center: 'centre',
  centers: 'centres',
  centered: 'centred',
  fiber: 'fibre',
  defense: 'defence',
  offense: 'offence',
  catalog: 'catalogue',
  jewelry: 'jewellery',
  skeptic: 'sceptic',
  skeptics: 'sceptics',
  skeptical: 'sceptical',
  skepticism: 'scepticism',
  pajamas: 'pyjamas',
  mold: 'mould',
  practicing: 'practising',
  toward: 'towards',
  afterward: 'afterwards',
  'self-centered': 'self-centred',
  centeredness: 'centredness',
  favoritism: 'favouritism',
  candor: 'candour',
  cozy: 'cosy',
  armor: 'armour',
  armored: 'armoured',
  harbor: 'harbour',
  plow: 'plough',
  plowed: 'ploughed',
};

/** Verbs written -ize in American use and -ise here: each with its -izes, -ized, -izing, -ization. */
const IZE = [
  'recogn',
  'real',
  'summar',
  'energ',
  'harmon',
  'organ',
  'apolog',
  'emphas',
  'priorit',
  'memor',
  'visual',
  'symbol',
  'critic',
  'sympath',
  'personal',
  'custom',
  'character',
  'special',
  'stabil',
  'ideal',
  'romantic',
  'mesmer',
  'categor',
  'final',
  'synchron',
  'jeopard',
  'antagon',
  'agon',
  'scrutin',
  'revolution',
  'tantal',
  'author',
  'minim',
  'maxim',
  'util',
  'normal',
  'crystall',
  'spiritual',
  'modern',
  'capital',
  'optim',
  'familiar',
  'local',
];
const ANALYZE: Record<string, string> = {
  analyze: 'analyse',
  analyzes: 'analyses',
  analyzed: 'analysed',
  analyzing: 'analysing',
  paralyze: 'paralyse',
  paralyzed: 'paralysed',
};

/** Every American form we look for, lower case, with its British form. */
export const AMERICAN_TO_BRITISH: Readonly<Record<string, string>> = {
  ...STEMS,
  ...ANALYZE,
  ...Object.fromEntries(
    IZE.flatMap((stem) =>
      ['ize', 'izes', 'ized', 'izing', 'ization', 'izations'].map((ending) => [
        `${stem}${ending}`,
        `${stem}${ending.replace('z', 's')}`,
      ]),
    ),
  ),
};

/** A whole word, not part of a class name, a path or an identifier ("text-center", "optimizeForSeo"). */
const WORD = new RegExp(`(?<![-\\w./#@$])(${Object.keys(AMERICAN_TO_BRITISH).join('|')})(?![-\\w/])`, 'gi');

/** Whether a text holds an American spelling: `.test(text)`, `text.match(...)` (no global flag). */
export const AMERICAN_SPELLING = new RegExp(WORD.source, 'i');

/** The American spellings in a text, each once per occurrence, as written. */
export function americanSpellings(text: string): string[] {
  return [...text.matchAll(WORD)].map((match) => match[1]!);
}

/** The text in British spelling, keeping each word's capitals ("Color" → "Colour"). */
export function toBritish(text: string): string {
  return text.replace(WORD, (word) => {
    const british = AMERICAN_TO_BRITISH[word.toLowerCase()]!;
    if (word === word.toUpperCase()) return british.toUpperCase();
    if (word[0] === word[0]!.toUpperCase()) return british[0]!.toUpperCase() + british.slice(1);
    return british;
  });
}
