/** A chart symbol before its name ("♌︎ Leo"): the symbol is hidden from screen readers, which read the name. */
export default function Glyphed({ glyph, label }: { glyph: string; label: string }) {
  return (
    <>
      <span className="chart-glyph" aria-hidden="true">
        {glyph}
      </span>{' '}
      {label}
    </>
  );
}
