/**
 * Tracking sources for the landing page's links into the portal's soulmate quiz, so the portal
 * can tell which button brought a visitor: the hero's 'Get Started Now' and the closing
 * 'Start My Journey'.
 */
export const LANDING_HERO_SOURCE = 'landing-hero';
export const LANDING_CLOSING_SOURCE = 'landing-closing';
