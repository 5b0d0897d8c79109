import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS, nextSlide, shouldAutoAdvance } from '@/lib/compare/carousel';
import { useHydrated } from '../ui/use-hydrated';
import { SampleMark } from '../ui/SampleMark';
import { usePrefersReducedMotion } from '../ui/use-media-query';

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
  /** Where it was written; without one it is a sample (src/lib/social-proof/claims.ts). */
  source?: string | undefined;
}

interface Props {
  items: readonly Testimonial[];
  /** Accessible name of the carousel region. */
  label: string;
  intervalMs?: number;
}

/**
 * Testimonials that advance every 4.5 s and wrap around, with a dot per slide to jump to it.
 * It holds still while hovered or focused, when the visitor prefers reduced motion, and after
 * they press Pause. Every slide is in the HTML, so it reads fine before hydration.
 */
export default function TestimonialCarousel({ items, label, intervalMs = CAROUSEL_INTERVAL_MS }: Props) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const running = shouldAutoAdvance({ count: items.length, hovered, focused, reducedMotion, stopped });

  useEffect(() => {
    if (!running) return;
    // A timeout per slide, so jumping by a dot restarts the full interval.
    const timer = window.setTimeout(
      () => setIndex((current) => nextSlide(current, items.length)),
      intervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [running, index, items.length, intervalMs]);

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className="card relative p-6 sm:p-10"
      data-carousel
      data-hydrated={hydrated ? 'true' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={running ? 'off' : 'polite'}>
        {items.map((item, slide) => (
          <figure
            key={item.name}
            hidden={slide !== index}
            aria-roledescription="slide"
            aria-label={`${slide + 1} of ${items.length}`}
            className="min-h-40"
          >
            <div aria-hidden="true" className="mb-3 text-gold-400">
              ★★★★★
            </div>
            <blockquote className="font-display text-xl leading-snug text-star-50 sm:text-2xl">
              “{item.quote}”
            </blockquote>
            <figcaption className="mt-4 text-sm text-star-300">
              <span className="font-semibold text-star-100">{item.name}</span> · {item.detail}{' '}
              {item.source ? (
                <span className="claim-source">({item.source})</span>
              ) : (
                <SampleMark what="compare-testimonial" />
              )}
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-between gap-4">
        <div className="flex gap-1" role="group" aria-label="Choose a testimonial">
          {items.map((item, slide) => (
            <button
              key={item.name}
              type="button"
              aria-label={`Show testimonial ${slide + 1} of ${items.length}`}
              aria-current={slide === index ? 'true' : undefined}
              onClick={() => setIndex(slide)}
              className="grid h-11 w-11 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${slide === index ? 'w-6 bg-gold-400' : 'w-2.5 bg-night-600'}`}
              />
            </button>
          ))}
        </div>
        {!reducedMotion && (
          <button
            type="button"
            className="btn btn-ghost !min-h-10 !py-1.5 text-sm"
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? 'Play' : 'Pause'}
            <span className="sr-only"> testimonial rotation</span>
          </button>
        )}
      </div>
    </div>
  );
}
