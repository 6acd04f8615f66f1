/** Query keys of the Referrals screen. */
export const referralKeys = {
  all: ['admin-referrals'] as const,
  top: (n: number) => ['admin-referrals', 'top', n] as const,
  totals: () => ['admin-referrals', 'totals'] as const,
  customers: () => ['admin-referrals', 'customers'] as const,
  visits: () => ['admin-referrals', 'visits'] as const,
  redemptions: (code: string) => ['admin-referrals', 'redemptions', code] as const,
};
