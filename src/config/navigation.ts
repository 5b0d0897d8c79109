import { portal } from './site';
import { withQuery } from './portal-links';
import { quizLink } from './quiz-link';

/**
 * Where the shared header's section buttons lead (docs/site.md#header-and-footer): the home
 * page scrolls to its own sections, and every other page leads to those sections of the home
 * page. Only Sign In and the portal's own features leave the site (docs/decisions.md#one-quiz).
 */
export type HeaderVariant = 'home' | 'default';

export const headerSections = [
  { key: 'features', label: 'Features', anchor: 'cosmic-features' },
  { key: 'about', label: 'About', anchor: 'about-us' },
  { key: 'testimonials', label: 'Testimonials', anchor: 'cosmic-testimonials' },
] as const;

export interface NavLink {
  label: string;
  href: string;
  external: boolean;
}

/** The header's section link for one page kind. */
export function sectionLink(variant: HeaderVariant, anchor: string, label: string): NavLink {
  return { label, href: variant === 'home' ? `#${anchor}` : `/#${anchor}`, external: false };
}

export const signInLink: NavLink = { label: 'Sign In', href: portal.signInUrl, external: true };

/** Footer "Features" column (docs/site.md#header-and-footer). */
export const footerFeatureLinks: readonly NavLink[] = [
  // Our own horoscopes, not the portal's quiz (docs/decisions.md#the-footers-horoscopes-opens-our-own-horoscopes).
  { label: 'Horoscopes', href: '/horoscope', external: false },
  // The portal's own feature: live chat lives there (docs/decisions.md#one-quiz).
  { label: 'Astrologer Chat', href: withQuery(portal.url, { source: 'footer' }), external: true },
  { label: 'Soulmate Sketches', href: quizLink('footer'), external: false },
  { label: 'Soulmate Reading', href: '/free-psychic-soulmate-reading', external: false },
  { label: 'Compatibility', href: '/compatibility', external: false },
  { label: 'Free Birth Chart', href: '/birth-chart', external: false },
  { label: 'Sky Calendar', href: '/sky-calendar', external: false },
  { label: 'Your Sky Today', href: '/my-sky', external: false },
  { label: 'Famous Charts', href: '/celebrities', external: false },
  { label: 'Fortune Cookie', href: '/fortune-cookie', external: false },
  { label: 'One-Question Tarot', href: '/one-question-tarot', external: false },
  { label: 'Yes-No Tarot', href: '/yes-no-tarot', external: false },
  { label: 'Three-Card Tarot', href: '/three-card-tarot', external: false },
  { label: 'Tarot Card Meanings', href: '/tarot-card-meanings', external: false },
];

/** Footer "Support" column (docs/site.md#header-and-footer). */
export const footerSupportLinks: readonly NavLink[] = [
  { label: 'Help Centre', href: '/help-center', external: false },
  { label: 'Contact Us', href: '/contact-us', external: false },
  { label: 'Refund Policy', href: '/refund-policy', external: false },
  { label: 'Privacy Policy', href: '/privacy-policy', external: false },
  { label: 'Terms of Service', href: '/terms-of-service', external: false },
  { label: 'Cancel Subscription', href: portal.cancelUrl, external: true },
];
