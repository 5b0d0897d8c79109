import { site } from '@/config/site';
import { priceTokens } from '../offer/pricing';
import { figureClaims } from '../social-proof/figures';
import { SAMPLE_CLAIM_ATTRIBUTE, SAMPLE_LABEL } from '../social-proof/claims';
import { escapeHtml } from './text';
import type { TokenValues } from './tokens';

/** The site settings content files may name as {tokens} (see ./tokens.ts). */
export const contentTokens: TokenValues = {
  brand: site.brandName,
  company: site.company.name,
  companyAddress: site.company.address,
  registryCode: site.company.registryCode,
  country: site.company.country,
  supportEmail: site.supportEmail,
  helpAccuracyPercent: figureClaims.helpAccuracyPercent.value,
  // After the figure in HTML copy: its source, or the sample mark (src/lib/social-proof/claims.ts).
  helpAccuracySource: figureClaims.helpAccuracyPercent.source
    ? ` (${escapeHtml(figureClaims.helpAccuracyPercent.source)})`
    : ` <span class="sample-mark" ${SAMPLE_CLAIM_ATTRIBUTE}="help-accuracy">${SAMPLE_LABEL}</span>`,
  // The sketch offer's trial, so every page quotes it in the same words: {trial}, {weekly}, {trialDays}.
  ...priceTokens,
};
