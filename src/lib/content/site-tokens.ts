import { figures, site } from '@/config/site';
import { priceTokens } from '../offer/pricing';
import type { TokenValues } from './tokens';

/** The site settings content files may name as {tokens} (see ./tokens.ts). */
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
