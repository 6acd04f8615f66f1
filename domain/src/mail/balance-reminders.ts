// Balance reminders (docs/product.md#order-mails): a deposit order whose pre-order window has closed is reminded of
// its balance by mail, at most once every 3 days and at most 3 times; each reminder is a timeline event staff see.
export const BALANCE_REMINDER_MAX = 3;
export const BALANCE_REMINDER_EVERY_DAYS = 3;
const DAY_MS = 86_400_000;

/** The timeline event of reminder n: one per number, so a retried run writes none extra. */
export const balanceReminderEventId = (n: number): string => `balance-reminder-${n}`;

export const balanceReminderNote = (n: number, email: string): string =>
  `Balance reminder ${n} of ${BALANCE_REMINDER_MAX} mailed to ${email}`;

/** The number of the reminder due now (1-based), or null: none left, or the last one is under 3 days old. */
export function nextBalanceReminder(sentAt: readonly Date[], now: Date): number | null {
  if (sentAt.length >= BALANCE_REMINDER_MAX) return null;
  const last = Math.max(0, ...sentAt.map((d) => d.getTime()));
  if (sentAt.length > 0 && now.getTime() - last < BALANCE_REMINDER_EVERY_DAYS * DAY_MS) return null;
  return sentAt.length + 1;
}

/**
 * Whether every deposit line's pre-order window has closed (its end passed, or staff closed it): only then is the
 * balance due. An order with no deposit line, or a line whose product or window is gone, is not reminded.
 */
export function depositWindowsClosed(
  items: readonly { productId: string; payMode: string }[],
  windowOfProduct: ReadonlyMap<string, { active: boolean; endAt: Date | null } | null>,
  now: Date,
): boolean {
  const deposits = items.filter((i) => i.payMode === 'deposit');
  if (deposits.length === 0) return false;
  return deposits.every((i) => {
    const window = windowOfProduct.get(i.productId);
    if (!window) return false;
    return !window.active || (window.endAt !== null && window.endAt.getTime() <= now.getTime());
  });
}
