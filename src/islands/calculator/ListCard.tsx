/** A titled card with a bullet list (strengths, challenges, influences, preparation). */
export default function ListCard({
  title,
  items,
  tone = 'text-gold-300',
}: {
  title: string;
  items: readonly string[];
  tone?: string;
}) {
  return (
    <section className="card p-5">
      <h3 className={`mb-3 text-lg ${tone}`}>{title}</h3>
      <ul className="calc-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
