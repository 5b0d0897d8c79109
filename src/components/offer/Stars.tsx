/**
 * Five stars, the first `rating` of them gold, with a text equivalent for screen readers. A React
 * component so the quiz island draws it, and the testimonial cards render it to static HTML.
 */
export function Stars({ rating = 5, size = 16 }: { rating?: number; size?: number }) {
  return (
    <span className="inline-flex gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          width={size}
          height={size}
          viewBox="0 0 20 20"
          fill={index < rating ? '#f5c66b' : '#2b356b'}
        >
          <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
        </svg>
      ))}
    </span>
  );
}
