// One page of every kind the site builds: the pages bench:lighthouse measures and bench:page-weight
// holds to the first-flight budget (docs/performance.md).
import { existsSync, readdirSync } from 'node:fs';

/** The first built blog post of `dist`, if the blog has one. */
function firstBlogPost(dist) {
  const dir = `${dist}/blog/post`;
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .sort()[0];
  return file ? `/blog/post/${file.replace(/\.html$/, '')}` : null;
}

/** [label, path] of one page of every kind in the build folder `dist`. */
export function pageKinds(dist) {
  return [
    ['landing', '/'],
    ['quiz', '/soulmate-quiz'],
    ['offer', '/landing-pw'],
    ['calculator', '/compatibility/Romantic-Compatibility-by-Birth-Date'],
    ['birth chart', '/birth-chart'],
    ['sky calendar', '/sky-calendar'],
    ['tarot', '/one-question-tarot'],
    ['fortune cookie', '/fortune-cookie'],
    ['legal', '/privacy-policy'],
    ['comparison', '/compare/astra'],
    ['sign pairings', '/compatibility/signs'],
    ['sign pair', '/compatibility/signs/taurus-and-scorpio'],
    ['tarot meanings', '/tarot-card-meanings'],
    ['tarot card', '/tarot-card-meanings/the-lovers'],
    ['tarot suit', '/tarot-card-meanings/cups'],
    ['minor card', '/tarot-card-meanings/cups/three-of-cups'],
    ['tarot spread', '/three-card-tarot'],
    ['famous charts', '/celebrities'],
    ['famous chart', '/celebrities/barack-obama'],
    ['horoscope', '/horoscope/leo'],
    ['blog home', '/blog'],
    ['blog post', firstBlogPost(dist)],
  ].filter(([, path]) => path);
}
