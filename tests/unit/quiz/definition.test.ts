import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { quizDefinitionSchema, type QuizStep } from '@/lib/quiz/definition';

const file = JSON.parse(readFileSync('content/quiz/soulmate-quiz.json', 'utf8')) as { soulmate: unknown };
const quiz = quizDefinitionSchema.parse(file.soulmate);
const optionValues = (key: string) => {
  const step = quiz.steps.find((candidate) => 'key' in candidate && candidate.key === key) as Extract<
    QuizStep,
    { options: unknown }
  >;
  return step.options.map((option) => option.value);
};

describe('the soulmate quiz definition in content/quiz', () => {
  it('has every step of the quiz in order', () => {
    expect(
      quiz.steps.map((step) =>
        'key' in step ? step.key : step.type === 'confirmation' ? `confirm:${step.topic}` : step.type,
      ),
    ).toEqual([
      'start',
      'testimonial',
      'gender',
      'interest',
      'ageRange',
      'ethnicity',
      'appearanceImportance',
      'keyQuality',
      'confirm:keyQuality',
      'dob',
      'element',
      'decisionMaking',
      'confirm:zodiac',
      'challenge',
      'confirm:challenge',
      'redFlag',
      'partnerType',
      'relationshipDynamic',
      'loveLanguage',
      'idealConnection',
      'relationshipFear',
      'lifeGoals',
      'analysis',
      'portrait',
      'promo',
    ]);
  });

  it('uses the fixed answer values', () => {
    expect(optionValues('gender')).toEqual(['male', 'female']);
    expect(optionValues('interest')).toEqual(['male', 'female', 'no-preference']);
    expect(optionValues('ageRange')).toEqual(['20-30', '30-40', '40-50', '50+']);
    expect(optionValues('ethnicity')).toEqual(['caucasian', 'hispanic', 'african', 'asian', 'no-preference']);
    expect(optionValues('appearanceImportance')).toEqual([1, 2, 3, 4, 5]);
    expect(optionValues('element')).toEqual(['fire', 'water', 'earth', 'wind']);
    expect(optionValues('decisionMaking')).toEqual(['heart', 'head', 'both']);
    expect(optionValues('partnerType')).toEqual(['Similar to me', 'Brings contrast']);
    expect(optionValues('lifeGoals')).toHaveLength(7);
  });

  it('quotes the spec word for word where it quotes', () => {
    const byId = Object.fromEntries(quiz.steps.map((step) => [step.id, step])) as Record<string, QuizStep>;
    expect(byId.start).toMatchObject({
      title: 'Ready to finally discover your True Soulmate?',
      cta: "Let's begin",
      // The figures are the site's one set, filled by the page (src/lib/quiz/claims.ts): '87% Accuracy', '456 Joined today'.
      claims: [
        { text: '{quizAccuracyPercent} Accuracy', figure: 'quizAccuracyPercent' },
        { text: 'Real psychics' },
        { text: '{joinedToday} Joined today', figure: 'joinedToday' },
      ],
    });
    expect(byId.testimonial).toMatchObject({ title: '{trustedBy} people have seen their Soulmate' });
    expect(byId.dob).toMatchObject({
      text: 'It helps us create your natal chart and identify key planetary positions.',
    });
    expect(byId.lifeGoals).toMatchObject({ hint: '(Select all that apply)' });
    expect(byId.analysis).toMatchObject({
      title: 'Preparing Your Personal Soulmate Insights',
      no: 'No',
      yes: 'Yes',
    });
    expect(byId.portrait).toMatchObject({
      modalTitle: 'See your soulmate now!',
      modalSubtitle: 'Where should we send it?',
      note: "We don't share any personal information.",
    });
    expect(byId.appearanceImportance).toMatchObject({ columns: 5 });
  });

  it('rejects a step of unknown type, duplicate keys and a message without its {value}', () => {
    const steps = (file.soulmate as { steps: unknown[] }).steps;
    expect(quizDefinitionSchema.safeParse({ steps: [...steps, { id: 'x', type: 'mystery' }] }).success).toBe(
      false,
    );
    const duplicate = steps.map((step) => ({ ...(step as object) }));
    duplicate.push({ ...(steps[2] as object), id: 'gender-again' });
    expect(quizDefinitionSchema.safeParse({ steps: duplicate }).success).toBe(false);
    const badMessage = steps.map((step) =>
      (step as { id: string }).id === 'keyQuality-confirmation'
        ? { ...(step as object), message: 'Awesome.' }
        : step,
    );
    expect(quizDefinitionSchema.safeParse({ steps: badMessage }).success).toBe(false);
  });
});
