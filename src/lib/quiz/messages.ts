import { zodiacSignFor } from '../astrology/zodiac';
import { isDateOfBirth } from './age';
import type { StepOf } from './definition';
import type { QuizAnswers } from './machine';

/**
 * The word a confirmation screen speaks about: the chosen quality (in lower case, inside a
 * sentence), the zodiac sign of the date of birth, or the chosen challenge; the step's fallback
 * when there is none ('compassion', 'cosmic').
 */
export function confirmationSubject(step: StepOf<'confirmation'>, answers: QuizAnswers): string {
  switch (step.topic) {
    case 'keyQuality': {
      const quality = answers.keyQuality;
      return typeof quality === 'string' && quality ? quality.toLowerCase() : step.fallback;
    }
    case 'zodiac': {
      const dob = answers.dob;
      const sign = isDateOfBirth(dob) ? zodiacSignFor(dob.month, dob.day) : '';
      return sign || step.fallback;
    }
    case 'challenge': {
      const challenge = answers.challenge;
      return typeof challenge === 'string' && challenge ? challenge : step.fallback;
    }
  }
}

/** The confirmation message with its subject filled in. */
export function confirmationMessage(step: StepOf<'confirmation'>, answers: QuizAnswers): string {
  return step.message.replaceAll('{value}', confirmationSubject(step, answers));
}
