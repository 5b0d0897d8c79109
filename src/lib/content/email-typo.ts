import emailMisspelled, { top100 } from 'email-misspelled';

/**
 * "Did you mean maria@gmail.com?" (docs/signups.md): a likely typo in the domain of an e-mail
 * address, caught before the address is sent or kept. email-misspelled compares the domain with
 * a list of common mail domains by edit distance; a domain on the list is never questioned, so
 * the list also holds the real domains that sit close to a common one (me.com and mac.com,
 * gmx.at and gmx.de), and a suggestion is only made when one domain is clearly closest.
 */
const EXTRA_DOMAINS = [
  'icloud.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'hey.com',
  'fastmail.com',
  'zoho.com',
  'tutanota.com',
  'yandex.com',
  'outlook.de',
  'outlook.fr',
  'outlook.es',
  'hotmail.nl',
  'live.de',
  'gmx.at',
  'gmx.ch',
  'mail.de',
  'web.com',
  'btinternet.com',
  'virginmedia.com',
  'talktalk.net',
  'kpnmail.nl',
  'ziggo.nl',
  'seznam.cz',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'sapo.pt',
  'naver.com',
  '163.com',
  '126.com',
  'telus.net',
  'rogers.com',
] as const;

export const COMMON_MAIL_DOMAINS: readonly string[] = [...new Set([...top100, ...EXTRA_DOMAINS])];

const check = emailMisspelled({ domains: [...COMMON_MAIL_DOMAINS], maxMisspelled: 2 });

/** Short domains are close to many others: two edits there is a different address, not a typo. */
const SHORT_DOMAIN = 7;

/** True when `b` is `a` with two neighbouring letters swapped ("gamil" and "gmail"): one slip, not two. */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((char, index) => (char === b[index] ? [] : [index]));
  return (
    differ.length === 2 &&
    differ[1] === differ[0]! + 1 &&
    a[differ[0]!] === b[differ[1]!] &&
    a[differ[1]!] === b[differ[0]!]
  );
}

/** The address with its domain corrected, or null when the domain looks right (or unknown). */
export function emailSuggestion(email: string): string | null {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  if (COMMON_MAIL_DOMAINS.includes(domain)) return null;
  const found = check(`x@${domain}`);
  // A swap of two letters counts as one slip, ahead of other domains two edits away.
  const swapped = found.find((candidate) => isSwap(domain, candidate.suggest));
  const [best, second] = swapped ? [{ ...swapped, misspelledCount: 1 }] : found;
  if (!best) return null;
  if (second && second.misspelledCount === best.misspelledCount) return null;
  if (best.misspelledCount > 1 && domain.length <= SHORT_DOMAIN) return null;
  return `${local}@${best.suggest}`;
}
