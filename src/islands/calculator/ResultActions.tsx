import ShareButton from './ShareButton';

/** Under every result: the page's start-over button (document 2 §2's labels) and the share link. */
export default function ResultActions({ label, onAnother }: { label: string; onAnother: () => void }) {
  return (
    <div className="calc-actions">
      <button type="button" className="btn btn-primary" onClick={onAnother}>
        {label}
      </button>
      <ShareButton />
    </div>
  );
}
