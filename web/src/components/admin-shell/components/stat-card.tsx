// A figure with its label, for the dashboard and finance cards.
import type { ReactNode } from 'react';

export interface StatCardProps {
  readonly label: string;
  readonly value: ReactNode;
  readonly hint?: ReactNode;
}

export function StatCard({ label, value, hint }: StatCardProps) {
  return (
    <section className="stat-card" aria-label={label}>
      <h2 className="stat-card__label admin-eyebrow">{label}</h2>
      <p className="stat-card__value">{value}</p>
      {hint ? <p className="stat-card__hint">{hint}</p> : null}
    </section>
  );
}
