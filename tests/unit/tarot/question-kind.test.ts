import { describe, expect, it } from 'vitest';
import { questionKind, type QuestionKind } from '@/lib/tarot/question-kind';

/** Questions as visitors type them, and what the offline reading should take them to be about. */
const CASES: [string, QuestionKind][] = [
  ['Will he call me back?', { theme: 'love', form: 'yes-no' }],
  ['Does my girlfriend still love me?', { theme: 'love', form: 'yes-no' }],
  ['How can I make my marriage stronger?', { theme: 'love', form: 'open' }],
  ['Me and Sam, will it last?', { theme: 'love', form: 'yes-no' }],
  ['Will it work out between us?', { theme: 'love', form: 'yes-no' }],
  ['When will I meet my soulmate?', { theme: 'love', form: 'open' }],
  ['Will I get the job after the interview?', { theme: 'work', form: 'yes-no' }],
  ['How do I handle my difficult boss?', { theme: 'work', form: 'open' }],
  ['Tarot, is this career right for me?', { theme: 'work', form: 'yes-no' }],
  ['Can I afford a new car this year?', { theme: 'money', form: 'yes-no' }],
  // An exam is study, not a job (issue 50).
  ['Will I pass my driving exam?', { theme: 'study', form: 'yes-no' }],
  ['How should I prepare for my university finals?', { theme: 'study', form: 'open' }],
  ['What will help me get out of debt?', { theme: 'money', form: 'open' }],
  ['Will my surgery go well?', { theme: 'health', form: 'yes-no' }],
  ['How can I sleep better and feel less stressed?', { theme: 'health', form: 'open' }],
  ['Should I take the job in Denver or stay here?', { theme: 'decision', form: 'open' }],
  ['Should I stay or go?', { theme: 'decision', form: 'open' }],
  ['Which apartment should I choose?', { theme: 'decision', form: 'open' }],
  ['Should I move to Lisbon?', { theme: 'decision', form: 'yes-no' }],
  ['Should I go or not?', { theme: 'decision', form: 'yes-no' }],
  ['I need to decide about the move. What matters most?', { theme: 'decision', form: 'open' }],
  ['What do I need to hear today?', { theme: 'general', form: 'open' }],
  ['Is it a good week to start?', { theme: 'general', form: 'yes-no' }],
  ['Tell me whether the trip will be fun', { theme: 'general', form: 'yes-no' }],
  ['What should I focus on?', { theme: 'general', form: 'open' }],
  ['my path', { theme: 'general', form: 'open' }],
];

describe('questionKind', () => {
  it.each(CASES)('reads %j as %j', (question, kind) => {
    expect(questionKind(question)).toEqual(kind);
  });

  it('ignores case, curly apostrophes and extra spaces', () => {
    expect(questionKind('  WON’T   he   TEXT me?? ')).toEqual({ theme: 'love', form: 'yes-no' });
  });

  it('treats a strong topic word as weightier than a pronoun', () => {
    expect(questionKind('Will my boss give her the promotion?').theme).toBe('work');
  });

  it('reads an empty question as an open, general one', () => {
    expect(questionKind('')).toEqual({ theme: 'general', form: 'open' });
  });
});
