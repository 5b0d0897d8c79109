import { JSON_TYPE, MULTIPART_TYPE, URLENCODED_TYPE } from './media-type';
import type { RoutePolicy } from './request-guard';

/**
 * The request guard's policy for each function in functions/api (docs/security.md). Every POST
 * is guarded; this table only says which bodies a route takes besides JSON and which reads are
 * guarded too. A function missing here gets DEFAULT_POLICY, and a unit test fails until it is
 * listed (tests/unit/security/request-guard-functions.test.ts), so each new one is a decision.
 */
export const DEFAULT_POLICY: RoutePolicy = { bodies: [JSON_TYPE] };

/** The footer form and the unsubscribe page post plain HTML forms, so they work without JavaScript. */
const FORM_TYPES = [URLENCODED_TYPE, MULTIPART_TYPE] as const;

export const API_ROUTE_POLICIES: Readonly<Record<string, RoutePolicy>> = {
  health: DEFAULT_POLICY,
  geocode: DEFAULT_POLICY,
  'romantic-compatibility': DEFAULT_POLICY,
  'marriage-prediction': DEFAULT_POLICY,
  'soulmate-reading': DEFAULT_POLICY,
  'birth-chart': DEFAULT_POLICY,
  // A read: a shared chart's preview image, fetched by chat apps from anywhere (docs/birth-chart.md#preview-image).
  'chart-image': DEFAULT_POLICY,
  // A read: the calendar link is fetched by calendar apps, from anywhere (docs/personal-sky.md).
  'my-sky': DEFAULT_POLICY,
  // POST from the page only; the feed is a read fetched by calendar apps, from anywhere (docs/personal-sky.md).
  'my-sky-link': DEFAULT_POLICY,
  'my-sky-feed': DEFAULT_POLICY,
  subscribe: { bodies: [JSON_TYPE, ...FORM_TYPES] },
  'quiz-lead': DEFAULT_POLICY,
  tarot: DEFAULT_POLICY,
  // The unsubscribe link itself is a GET from a mail client (another site): not guarded. Its
  // POST is the confirmation page's form or a mail provider's RFC 8058 one-click (no Origin).
  'email-unsubscribe': { bodies: FORM_TYPES },
  // The confirmation link is a GET from a mail client (another site): it only shows the page. Its
  // POST is that page's own form, so it is guarded like every POST.
  'email-confirm': { bodies: FORM_TYPES },
  // Admin functions: their reads show admin-only state or spend tokens (admin-status?test=1).
  'admin-status': { bodies: [JSON_TYPE], guardReads: true },
  'admin-deploy': DEFAULT_POLICY,
  'automation-keys': { bodies: [JSON_TYPE], guardReads: true },
  'automation-run': DEFAULT_POLICY,
  // The scheduler's rebuild at 00:00 UTC: a bearer secret, no Origin, no body needed.
  'daily-rebuild': DEFAULT_POLICY,
  'generate-article': DEFAULT_POLICY,
  'celebrity-chart': DEFAULT_POLICY,
  'celebrity-article': DEFAULT_POLICY,
  'email-send': { bodies: [JSON_TYPE], guardReads: true },
  // The people the embedded store keeps (the admin's local preview): an admin-only read.
  'embedded-signups': { bodies: [JSON_TYPE], guardReads: true },
};

/** The policy for a request path under /api/ (unknown or nested paths get the default). */
export function policyForPath(pathname: string): RoutePolicy {
  const name = /^\/api\/([^/]+)\/?$/.exec(pathname)?.[1];
  return name !== undefined && Object.hasOwn(API_ROUTE_POLICIES, name)
    ? API_ROUTE_POLICIES[name]!
    : DEFAULT_POLICY;
}
