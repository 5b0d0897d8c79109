/**
 * The deploy function's answer when no hook is set (503). The admin tells this apart from a hook
 * that failed by this exact text, so both sides import it from here (no server code comes along).
 */
export const DEPLOY_NOT_CONFIGURED = 'No deploy hook is configured: the blog updates on the next build.';
