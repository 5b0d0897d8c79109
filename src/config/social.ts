/**
 * The social networks the footer can link (docs/site.md, "Social links"): the list and the shape
 * of a set of profiles. Settings (src/config/site.ts), the admin and the footer all read it here.
 */
export const SOCIAL_NETWORKS = ['instagram', 'tiktok', 'facebook', 'pinterest', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type SocialProfiles = Partial<Record<SocialNetwork, string>>;
