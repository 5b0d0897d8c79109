/** Full-screen or inline waiting state with its message read out to screen readers. */
export function Spinner({ label, fullScreen = false }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-4 text-star-200 ${fullScreen ? 'min-h-screen' : 'py-16'}`}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-night-600 border-t-gold-400 motion-reduce:animate-none"
      />
      <p>{label}</p>
    </div>
  );
}
