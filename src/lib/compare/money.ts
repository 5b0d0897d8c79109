/** A US dollar amount as the comparison pages print it: "$7.99", "$5". */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** "$7.99 to $59.99". */
export function formatUsdRange(range: { min: number; max: number }): string {
  return `${formatUsd(range.min)} to ${formatUsd(range.max)}`;
}
