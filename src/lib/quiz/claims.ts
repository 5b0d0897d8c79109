/**
 * The quiz's figures and quotes as the page hands them to the island (docs/funnel.md#social-proof):
 * {tokens} filled with the site's one set of figures and prices, so the quiz and the offer say the
 * same number for the same thing, and each claim carrying its source (null: a sample, marked as
 * one). The tokens the island fills itself ({value}, {days}…) pass through untouched.
 */
import type { FigureKey } from '@/config/site';
import { fillTokensDeep, type TokenValues } from '@/lib/content/tokens';
import type { FigureClaim } from '@/lib/social-proof/claims';
import type { QuizDefinition } from './definition';

/** Tokens the island fills at run time. */
const RUNTIME_TOKENS = ['value', 'monthYear', 'days', 'suggestion', 'typed'];

export function quizWithClaims(
  definition: QuizDefinition,
  figures: Readonly<Record<FigureKey, FigureClaim>>,
  tokens: TokenValues,
): QuizDefinition {
  const values: TokenValues = {
    ...Object.fromEntries(RUNTIME_TOKENS.map((name) => [name, `{${name}}`])),
    ...Object.fromEntries(Object.entries(figures).map(([key, claim]) => [key, claim.value])),
    ...tokens,
  };
  const filled = fillTokensDeep(definition, values);
  return {
    ...filled,
    steps: filled.steps.map((step) => {
      if (step.type === 'start')
        return {
          ...step,
          claims: step.claims.map((claim) =>
            claim.figure ? { ...claim, source: figures[claim.figure].source } : claim,
          ),
        };
      if (step.type === 'testimonial' && step.titleFigure)
        return { ...step, titleSource: figures[step.titleFigure].source };
      return step;
    }),
  };
}
