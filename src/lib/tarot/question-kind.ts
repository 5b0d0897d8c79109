/**
 * What a tarot question is about and how it is asked, read from its words so the offline reading
 * can answer the question that was asked (docs/tarot.md). Deliberately simple word lists: a
 * wrong guess only changes which of the card's texts the reading leads with.
 */
export type QuestionTheme = 'love' | 'work' | 'money' | 'health' | 'study' | 'decision' | 'general';
export type QuestionForm = 'yes-no' | 'open';

export interface QuestionKind {
  theme: QuestionTheme;
  form: QuestionForm;
}

type Topic = 'love' | 'work' | 'money' | 'health' | 'study';

/** Words that name a topic; a match counts 1 unless listed as a weak hint (½). */
const TOPIC_WORDS: Record<Topic, { strong: RegExp; weak?: RegExp }> = {
  love: {
    strong:
      /\b(love[sd]?|lover|loving|relationships?|partner|boyfriend|girlfriend|husband|wife|spouse|fianc[ée]e?|crush|dat(e|es|ing)|marr(y|ied|iage)|wedding|engage(d|ment)|soulmate|twin flame|romance|romantic|break ?up|broke up|divorce|ex|heart|feelings|kiss|flirt|attract(ed|ion)?|together|between us|our bond|the one|single|someone new|meet someone|find someone|find love)\b/g,
    // "Me and Sam, will it last?": a person named beside you hints at a couple.
    weak: /\b(he|she|him|her|his|they|them|us|me and \w+|\w+ and me)\b/g,
  },
  work: {
    strong:
      /\b(job|jobs|career|boss|manager|promot(ed|ion|e)|interview|colleagues?|co-?workers?|office|business|clients?|projects?|hired?|fired|employ(er|ment|ed)|profession|position|resume|application|startup|company|team|quit|work(ing)?)\b/g,
  },
  money: {
    strong:
      /\b(money|debts?|loans?|salary|paid|afford|savings?|save|invest(ment|ing)?|finances?|financial(ly)?|rent|mortgage|budget|income|raise|cash|bills?|rich|wealth|lottery|inheritance|buy|sell|price|expensive|broke)\b/g,
  },
  // An exam is study, not a job (issue 50): learning has its own texts and words.
  study: {
    strong:
      /\b(exams?|tests?|quiz|finals|degree|college|university|uni|school|studies|study|studying|student|coursework|classes|thesis|dissertation|essay|assignments?|homework|grades?|gcses?|a-levels?|revision|revise|revising|semester|lectures?|professor|teacher|scholarship|admission|graduat(e|ion)|diploma)\b/g,
  },
  health: {
    strong:
      /\b(health|healthy|ill|illness|sick|doctor|surgery|operation|recover(y)?|heal(ing)?|pain|diet|weight|exercise|fitness|sleep|stress(ed)?|anxi(ety|ous)|tired|exhausted|body|pregnan(t|cy)|therapy|medication|hospital|diagnosis|symptoms?|well-?being|burn ?out|working out|mental)\b/g,
  },
};

/** Words that make a question a choice between options. */
const CHOICE_WORDS = /\b(decide|decision|choose|choice|options?|either|whether to)\b/;
/** "stay or go", but not "or not" / "or no": an either/or only when two options are named. */
const EITHER_OR = /\w\s+or\s+(?!not\b|no\b|never\b|what\b)\w/;
/** A question that asks what to do, where an either/or is a choice rather than chance. */
const SHOULD = /\b(should|shall|better|best|ought|do i|would it be)\b/;
/** "Should I…?" asks whether to act, even when nothing else in it names a topic. */
const SHOULD_I = /\b(should|shall) (i|we)\b/;

const AUXILIARY =
  /^(am|is|are|was|were|will|would|shall|should|can|could|may|might|must|do|does|did|have|has|had|isn't|aren't|wasn't|weren't|won't|wouldn't|shouldn't|can't|couldn't|don't|doesn't|didn't|haven't|hasn't|any chance)\b/;
const WH_WORD = /^(what|how|why|when|where|who|whom|whose|which)\b/;
/** Polite lead-ins people type before the real question. */
const LEAD_IN =
  /^(?:(?:so|ok|okay|well|hi|hello|hey|dear|tarot|cards?|please|honestly|really|and|but|um|hmm)\b[\s,!.:-]*)+/;
/** "Tell me if…", "I wonder whether…": yes/no questions in statement form. */
const EMBEDDED_YES_NO =
  /^(tell me|i wonder|i want to know|i need to know|let me know|show me)\b.*\b(if|whether)\b/;

function normalize(question: string): string {
  return question.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}

function topicScore(text: string, topic: Topic): number {
  const { strong, weak } = TOPIC_WORDS[topic];
  const hits = (pattern: RegExp | undefined) => (pattern ? (text.match(pattern)?.length ?? 0) : 0);
  return hits(strong) + hits(weak) / 2;
}

function isChoice(text: string): boolean {
  // "Which job should I take?" is a choice; "Which way is my love life heading?" is not.
  return CHOICE_WORDS.test(text) || ((EITHER_OR.test(text) || /\bwhich\b/.test(text)) && SHOULD.test(text));
}

/**
 * The question's theme: a choice between options first, else its strongest topic, else a yes/no
 * "Should I…?" about something unnamed ("Should I move to Lisbon?").
 */
export function questionTheme(question: string): QuestionTheme {
  // "Will it work out" is about an outcome, not a job.
  const text = normalize(question).replace(/\bworks? out\b|\bworked out\b/g, ' ');
  if (isChoice(text)) return 'decision';
  let best: Topic | null = null;
  let bestScore = 0;
  for (const topic of Object.keys(TOPIC_WORDS) as Topic[]) {
    const score = topicScore(text, topic);
    if (score > bestScore) [best, bestScore] = [topic, score];
  }
  if (best) return best;
  return SHOULD_I.test(text) && questionForm(question) === 'yes-no' ? 'decision' : 'general';
}

/** Whether the question can be answered with a yes or a no, clause by clause ("Me and Sam, will it last?"). */
export function questionForm(question: string): QuestionForm {
  const text = normalize(question);
  const clauses = text
    .split(/[,;:.!?–—]+|\s-\s/)
    .map((clause) => clause.replace(LEAD_IN, '').trim())
    .filter(Boolean);
  for (const clause of clauses) {
    if (WH_WORD.test(clause)) return 'open';
    if (EMBEDDED_YES_NO.test(clause)) return 'yes-no';
    // "Should I stay or go?" names two answers, so it cannot be answered with one word.
    if (AUXILIARY.test(clause)) return EITHER_OR.test(clause) ? 'open' : 'yes-no';
  }
  return 'open';
}

export function questionKind(question: string): QuestionKind {
  return { theme: questionTheme(question), form: questionForm(question) };
}
