/**
 * Tracking sources for the landing page's links into our soulmate quiz (src/config/quiz-link.ts),
 * so a lead says which button brought the visitor: the hero's 'Get Started Now' and the closing
 * 'Start My Journey'.
 */
export const LANDING_HERO_SOURCE = 'landing-hero';
export const LANDING_CLOSING_SOURCE = 'landing-closing';
