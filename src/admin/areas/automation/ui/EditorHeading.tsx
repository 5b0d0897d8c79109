/**
 * The top of a plan or workflow editor: its title (which names the form for screen readers,
 * through `id`) and, under it, what keeps it from saving, read out as soon as it shows.
 */
export function EditorHeading({ id, title, problems }: { id: string; title: string; problems: string[] }) {
  return (
    <>
      <h2 id={id} className="font-display text-xl text-star-50">
        {title}
      </h2>
      {problems.length > 0 && (
        <ul role="alert" className="grid gap-1 text-sm text-rose-400">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </>
  );
}
