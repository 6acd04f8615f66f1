// Measurement profiles (docs/product.md#measurement-profiles): an order line keeps the name and date of the
// profile its measurements were copied from, so the tailor knows whose set it was even after the profile changes.

/** My Account's profile form: a set is dated the day it was taken, which cannot be later than today. *Ours.* */
export const PROFILE_TAKEN_IN_FUTURE = 'The day these were taken cannot be in the future.';

/** What a profile's date says against today (both Lagos days 'YYYY-MM-DD'): null when it is fine. */
export function profileDateProblem(takenOn: string, today: string): string | null {
  return takenOn > today ? PROFILE_TAKEN_IN_FUTURE : null;
}

/** MTO lines with measurements get their profile's label; other lines are left as they are. */
export function withProfileLabels<L extends { productId: string; type: string; measurements: unknown }>(
  items: readonly L[],
  labels: Readonly<Record<string, { name: string; takenOn: string }>>,
): (L & { measurementProfile?: { name: string; takenOn: string } | null })[] {
  return items.map((item) => {
    const label = item.type === 'MTO' && item.measurements ? labels[item.productId] : undefined;
    return label ? { ...item, measurementProfile: { name: label.name, takenOn: label.takenOn } } : item;
  });
}
