// Measurement profiles (docs/product.md#measurement-profiles): an order line keeps the name and date of the
// profile its measurements were copied from, so the tailor knows whose set it was even after the profile changes.

/** My Account's profile form: a set is dated the day it was taken, which cannot be later than today. *Ours.* */
export const PROFILE_TAKEN_IN_FUTURE = 'The day these were taken cannot be in the future.';

/** What a profile's date says against today (both Lagos days 'YYYY-MM-DD'): null when it is fine. */
export function profileDateProblem(takenOn: string, today: string): string | null {
  return takenOn > today ? PROFILE_TAKEN_IN_FUTURE : null;
}

/** Two profiles of one name would be told apart only by their dates (and Delete would not say which). *Ours.* */
export const profileNameTaken = (name: string): string =>
  `You already have a profile named “${name}”. Give this one another name, such as “${name} 2”.`;

/** A profile's name against the customer's others (whatever the case and spaces): null when it is free. */
export function profileNameProblem(
  name: string,
  profiles: readonly { readonly id: string; readonly name: string }[],
  ownId: string | null,
): string | null {
  const key = (n: string) => n.trim().replace(/\s+/g, ' ').toLowerCase();
  if (key(name) === '') return null;
  return profiles.some((p) => p.id !== ownId && key(p.name) === key(name)) ? profileNameTaken(name.trim()) : null;
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
