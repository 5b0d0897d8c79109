import { figures, site } from './site';
import type { TokenValues } from '../lib/content/tokens';
import { priceTokens } from '../lib/offer/pricing';

/** The site settings content files may name as {tokens} (see src/lib/content/tokens.ts). */
export const contentTokens: TokenValues = {
  brand: site.brandName,
  company: site.company.name,
  companyAddress: site.company.address,
  registryCode: site.company.registryCode,
  country: site.company.country,
  supportEmail: site.supportEmail,
  helpAccuracyPercent: figures.helpAccuracyPercent,
  // The sketch offer's trial, so every page quotes it in the same words: {trial}, {weekly}, {trialDays}.
  ...priceTokens,
};
