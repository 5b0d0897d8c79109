/** The header row of an automation table: one column heading per name, in order. */
export function TableHead({ columns, cell = 'p-2' }: { columns: readonly string[]; cell?: string }) {
  return (
    <thead className="text-star-300">
      <tr>
        {columns.map((name) => (
          <th key={name} scope="col" className={cell}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
