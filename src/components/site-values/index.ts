import Brand from './Brand.astro';
import Company from './Company.astro';
import CompanyAddress from './CompanyAddress.astro';
import OfferPrice from './OfferPrice.astro';
import PortalSignInLink from './PortalSignInLink.astro';
import RegistryCode from './RegistryCode.astro';
import SupportEmail from './SupportEmail.astro';

/** Components MDX content uses for site settings: pass as <Content components={siteValueComponents} />. */
export const siteValueComponents = {
  Brand,
  Company,
  CompanyAddress,
  OfferPrice,
  PortalSignInLink,
  RegistryCode,
  SupportEmail,
};
