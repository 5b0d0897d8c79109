import type { AspectName } from '@/lib/astrology/contract';

/**
 * The aspect symbols drawn as tiny SVGs: fonts disagree on them (the sextile ⚹ and the minor
 * aspects' symbols are missing from many), and a drawn symbol looks the same on every phone.
 * Decorative: the aspect's name is always written next to it for screen readers.
 */
export default function AspectIcon({ aspect }: { aspect: AspectName }) {
  return (
    <svg className="chart-aspect-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {aspect === 'conjunction' && (
        <>
          <circle cx="6" cy="10" r="4" />
          <path d="M9 7 14 2" />
        </>
      )}
      {aspect === 'sextile' && <path d="M8 1.5v13M2.4 4.75l11.2 6.5M2.4 11.25l11.2-6.5" />}
      {aspect === 'square' && <rect x="2.5" y="2.5" width="11" height="11" />}
      {aspect === 'trine' && <path d="M8 2 14.5 13.5h-13z" />}
      {aspect === 'opposition' && (
        <>
          <circle cx="4" cy="12" r="2.5" />
          <circle cx="12" cy="4" r="2.5" />
          <path d="M5.8 10.2 10.2 5.8" />
        </>
      )}
      {/* ⚺: a V opening upwards on a bar. */}
      {aspect === 'semi-sextile' && <path d="M3 3 8 11 13 3M2 13.5h12" />}
      {/* ∠: an angle. */}
      {aspect === 'semi-square' && <path d="M14 3 2.5 13.5H14" />}
      {/* ⚼: a square with an angle below it. */}
      {aspect === 'sesquiquadrate' && (
        <>
          <rect x="4" y="1.5" width="8" height="8" />
          <path d="M13.5 10 3 14.5h10.5" />
        </>
      )}
      {/* ⚻: an inverted V on a bar. */}
      {aspect === 'quincunx' && <path d="M3 13 8 5 13 13M2 2.5h12" />}
    </svg>
  );
}
