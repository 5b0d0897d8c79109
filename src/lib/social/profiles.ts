import { SOCIAL_NETWORKS, type SocialNetwork, type SocialProfiles } from '@/config/social';
import { httpsAddressProblem } from '../site-settings/rules';

/**
 * The brand's social profiles, as the footer links them (docs/site.md, "Social links"). Each
 * network is optional: a profile without a valid https address is simply not shown, so a site
 * with none set shows no social icons at all.
 */
/** Each network's name as people write it (the link's accessible name uses it). */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  x: 'X',
  youtube: 'YouTube',
};

export interface SocialLink {
  network: SocialNetwork;
  name: string;
  url: string;
}

/** The links to show, in a fixed order; empty and unusable addresses are left out. */
export function socialLinks(profiles: SocialProfiles): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = profiles[network]?.trim() ?? '';
    if (!url || httpsAddressProblem(url)) return [];
    return [{ network, name: SOCIAL_NETWORK_NAMES[network], url }];
  });
}
