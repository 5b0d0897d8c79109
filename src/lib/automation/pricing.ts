/**
 * What AI tokens cost, per million, in US dollars: the providers' published list prices for
 * standard (cache-miss) input and output when this table was written. Change them here when the
 * provider changes its prices; a model not listed is costed at the default model's rate, so the
 * usage page never shows an unknown model as free.
 */
export interface ModelPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

export const MODEL_PRICES: Record<string, ModelPrice> = {
  'deepseek-chat': { inputPerMillion: 0.27, outputPerMillion: 1.1 },
  'deepseek-reasoner': { inputPerMillion: 0.55, outputPerMillion: 2.19 },
};

export const DEFAULT_PRICED_MODEL = 'deepseek-chat';

export function priceOf(model: string): ModelPrice & { listed: boolean } {
  const listed = MODEL_PRICES[model];
  return listed ? { ...listed, listed: true } : { ...MODEL_PRICES[DEFAULT_PRICED_MODEL]!, listed: false };
}

/** Cost in dollars, rounded to the table's six decimals (numeric(12, 6)). */
export function costUsd(model: string, promptTokens: number, completionTokens: number): number {
  const price = priceOf(model);
  const cost =
    (Math.max(0, promptTokens) * price.inputPerMillion +
      Math.max(0, completionTokens) * price.outputPerMillion) /
    1_000_000;
  return Math.round(cost * 1_000_000) / 1_000_000;
}
