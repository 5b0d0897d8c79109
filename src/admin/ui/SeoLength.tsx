import { lengthAdvice, lengthNote } from '../lib/article-rules';

/** An SEO title's or description's length with its advice, green when it is a good length. */
export function SeoLength({
  text,
  range,
  id,
}: {
  text: string;
  range: readonly [number, number];
  id?: string;
}) {
  const good = lengthAdvice(text, range) === 'good';
  return (
    <span id={id} className={`text-xs ${good ? 'text-success-500' : 'text-gold-300'}`}>
      {lengthNote(text, range)}
    </span>
  );
}
