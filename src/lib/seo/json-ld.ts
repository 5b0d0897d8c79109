/**
 * Typed builders for the schema.org JSON-LD the site publishes. Each returns a plain object;
 * `serializeJsonLd` turns one or many into the text of a <script type="application/ld+json">.
 */
import { htmlToText } from '../content/text';

export interface JsonLdThing {
  '@context'?: 'https://schema.org';
  '@type': string;
  [key: string]: unknown;
}

export interface OrganizationInput {
  name: string;
  url: string;
  logo?: string;
  email?: string;
  legalName?: string;
  country?: string;
}

export function organization(input: OrganizationInput): JsonLdThing {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    legalName: input.legalName,
    email: input.email,
    address: input.country ? { '@type': 'PostalAddress', addressCountry: input.country } : undefined,
  });
}

export function webSite(input: { name: string; url: string; description?: string }): JsonLdThing {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    description: input.description,
  });
}

export interface Crumb {
  name: string;
  /** Absolute URL; the last crumb may omit it (it is the current page). */
  url?: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLdThing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) =>
      compact({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url }),
    ),
  };
}

export interface FaqEntry {
  question: string;
  /** Plain text answer (markup is stripped by the caller). */
  answer: string;
}

export function faqPage(entries: readonly FaqEntry[]): JsonLdThing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** The FAQPage of a page's FAQ written in our content files, whose answers are trusted HTML. */
export function faqPageFromHtml(entries: readonly FaqEntry[]): JsonLdThing {
  return faqPage(entries.map((entry) => ({ question: entry.question, answer: htmlToText(entry.answer) })));
}

export interface WebApplicationInput {
  name: string;
  url: string;
  description: string;
  /** Left out unless the rating has a source: a sample rating is never structured data. */
  rating?: { value: number; count: number } | undefined;
  category?: string;
}

/** A free web application (price 0 USD), with its aggregate rating when it has a real one. */
export function webApplication(input: WebApplicationInput): JsonLdThing {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: input.name,
    url: input.url,
    description: input.description,
    applicationCategory: input.category ?? 'LifestyleApplication',
    operatingSystem: 'Any',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    ...(input.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: input.rating.value,
        ratingCount: input.rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  url: string;
  image?: string;
  datePublished: string;
  dateModified?: string;
  authorName: string;
  publisherName: string;
  publisherLogo?: string;
  keywords?: readonly string[];
}

export function article(input: ArticleInput): JsonLdThing {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    image: input.image ? [input.image] : undefined,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: { '@type': 'Person', name: input.authorName },
    publisher: compact({
      '@type': 'Organization',
      name: input.publisherName,
      logo: input.publisherLogo ? { '@type': 'ImageObject', url: input.publisherLogo } : undefined,
    }),
    keywords: input.keywords && input.keywords.length > 0 ? input.keywords.join(', ') : undefined,
  });
}

export interface WebPageInput {
  name: string;
  url: string;
  description: string;
  /** The collection page this page belongs to (its absolute URL). */
  isPartOf?: string;
  /** What the page is about, e.g. a person. */
  about?: JsonLdThing;
}

/** A page that is neither an article nor a tool: an information page inside a collection. */
export function webPage(input: WebPageInput): JsonLdThing {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.name,
    url: input.url,
    description: input.description,
    isPartOf: input.isPartOf ? { '@type': 'CollectionPage', '@id': input.isPartOf } : undefined,
    about: input.about,
  });
}

export interface PersonInput {
  name: string;
  description?: string;
  /** "YYYY-MM-DD" */
  birthDate?: string;
  birthPlace?: string;
}

/** A person a page is about (nested in the page's JSON-LD, so no @context of its own). */
export function person(input: PersonInput): JsonLdThing {
  return compact({
    '@type': 'Person',
    name: input.name,
    description: input.description,
    birthDate: input.birthDate,
    birthPlace: input.birthPlace ? { '@type': 'Place', name: input.birthPlace } : undefined,
  });
}

export interface CollectionPageInput {
  name: string;
  url: string;
  description: string;
  /** The pages it lists, in order (absolute URLs). */
  items: ReadonlyArray<{ name: string; url: string }>;
}

/** A hub page whose main content is a list of pages. */
export function collectionPage(input: CollectionPageInput): JsonLdThing {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: input.name,
    url: input.url,
    description: input.description,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: input.items.length,
      itemListElement: input.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: item.url,
      })),
    },
  };
}

export interface SkyEventInput {
  name: string;
  /** ISO instants: an exact moment has no end; a span (a retrograde, an eclipse's phases) has both. */
  startDate: string;
  endDate?: string;
  description: string;
  /** The page about it (absolute URL). */
  url: string;
  /** Where it can be seen, in words ("Europe, North Africa and North America"); the sky by default. */
  seenFrom?: string;
}

/**
 * An event in the sky (a retrograde, an eclipse, a New or Full Moon: docs/sky-pages.md#structured-data):
 * a scheduled Event that happens outdoors, wherever the sky shows it, with no organiser or tickets.
 */
export function skyEvent(input: SkyEventInput): JsonLdThing {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.name,
    startDate: input.startDate,
    endDate: input.endDate,
    description: input.description,
    url: input.url,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: input.seenFrom ?? 'The sky, seen from anywhere on Earth' },
    isAccessibleForFree: true,
  });
}

/**
 * Serialises JSON-LD for an inline script. "<" is escaped so text such as "</script>" inside a
 * value can never close the element early.
 */
export function serializeJsonLd(data: JsonLdThing | readonly JsonLdThing[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Drops undefined fields so the output carries only what was given. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
