import { fillFragment as fill } from '../astrology/narrative/template';
import { META_TITLE_LENGTH } from './limits';
import { pageTitle } from './title';

/** The first template that, filled in, is between `min` and `max` characters long. */
export function fitTemplate(
  templates: readonly string[],
  values: Record<string, string | number>,
  { min, max }: { min: number; max: number },
): string {
  for (const template of templates) {
    const text = fill(template, values);
    if (text.length >= min && text.length <= max) return text;
  }
  throw new Error(`No template fits ${min}–${max} characters for ${JSON.stringify(values)}`);
}

/**
 * A page's own title from templates, such that with the brand suffix BaseLayout appends
 * (" | Brand") the whole title keeps to the snippet length.
 */
export function fitPageTitle(
  templates: readonly string[],
  values: Record<string, string | number>,
  brandName: string,
): string {
  const suffix = pageTitle('x', brandName).length - 1;
  return fitTemplate(templates, values, {
    min: META_TITLE_LENGTH.min - suffix,
    max: META_TITLE_LENGTH.max - suffix,
  });
}
