import { ORDER_STATUS_LABELS, orderProgress } from '@aso/domain/orders/orders';
import type { OrderStatus } from '@aso/domain/shared/vocab';

/**
 * The customer's 5-step bar; the latest timeline event wins over the order's own status
 * (docs/product.md#my-orders). A cancelled order, or a checkout never paid, has no bar.
 */
export function OrderProgressBar({
  status,
  timeline,
}: {
  readonly status: OrderStatus;
  readonly timeline: readonly { status: OrderStatus; createdAt: Date }[];
}) {
  const progress = orderProgress(status, timeline);
  if (progress.cancelled) return <p className="badge badge--danger">Cancelled</p>;
  if (progress.notCompleted) return <p className="badge">{ORDER_STATUS_LABELS.abandoned}</p>;
  const current = progress.steps.find((s) => s.current);
  return (
    <div className="progress">
      <p className="visually-hidden">{`Progress: step ${progress.step} of ${progress.steps.length}, ${current?.label ?? ''}`}</p>
      <ol className="progress__steps" aria-hidden="true">
        {progress.steps.map((s) => (
          <li
            key={s.key}
            className={[
              'progress__step',
              s.done ? 'progress__step--done' : '',
              s.current ? 'progress__step--current' : '',
            ].join(' ')}
          >
            <span className="progress__dot" />
            <span className="progress__label">{s.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
