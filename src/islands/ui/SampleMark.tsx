import { SAMPLE_CLAIM_ATTRIBUTE, SAMPLE_LABEL } from '@/lib/social-proof/claims';

/**
 * "Sample" beside a figure, quote or ticker line that has no source (src/lib/social-proof/claims.ts):
 * the team sees it in the local preview, and the deploy check finds its attribute and refuses the
 * build. The Astro twin is src/components/site/SampleMark.astro.
 */
export function SampleMark({ what }: { what: string }) {
  return (
    <span className="sample-mark" {...{ [SAMPLE_CLAIM_ATTRIBUTE]: what }}>
      {SAMPLE_LABEL}
    </span>
  );
}
