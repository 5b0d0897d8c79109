/**
 * Fills the interpretation library's templates (docs/readings.md lists the syntax):
 *   {key}        the value; a person as subject or object ("you", "Ada")
 *   {key's}      possessive ("your", "your partner's", "Ada's")
 *   {key+verb}   a person with the verb agreeing ("you need", "Ada needs"); verbs are written
 *                in the third person singular
 *   {an key}     the value after "a" or "an" as it is read aloud ("an 81", "a Taurus");
 *                {An key} at the start of a sentence
 * Sentence starts are capitalized afterwards. Unknown keys stay visible for the tests to catch.
 */
import { withArticle } from './articles';
import { capitalize, capitaliseSentences, possessive } from './grammar';
import { withVerb, type Party } from './voice';

export type TemplateValue = string | number | Party;

const isParty = (value: TemplateValue): value is Party => typeof value === 'object';
const subjectOf = (value: TemplateValue) => (isParty(value) ? value.subject : String(value));

const TOKEN = /\{(?:(an|An) )?(\w+)(?:('s)|\+([a-z]+))?\}/g;

/** A whole sentence (or several): filled, with every sentence start capitalized. */
export function render(template: string, values: Readonly<Record<string, TemplateValue>>): string {
  return capitaliseSentences(fillFragment(template, values));
}

/** A piece of a sentence (a clause to be framed): filled, case left as written. */
export function fillFragment(template: string, values: Readonly<Record<string, TemplateValue>>): string {
  return template.replace(
    TOKEN,
    (whole, article: string | undefined, key: string, apostrophe?: string, verb?: string) => {
      const value = values[key];
      if (value === undefined) return whole;
      if (verb) return isParty(value) ? withVerb(value, verb) : `${subjectOf(value)} ${verb}`;
      if (apostrophe) return isParty(value) ? value.possessive : possessive(String(value));
      if (article) {
        const phrase = withArticle(subjectOf(value));
        return article === 'An' ? capitalize(phrase) : phrase;
      }
      return subjectOf(value);
    },
  );
}
