// Daily revenue as bars 4–120 px high in proportion to the period's best day (domain barHeight). Each bar is labelled
// for screen readers and on hover; the chart scrolls sideways on a phone rather than squeezing bars to nothing, and
// opens on its latest day (today is what she looks for), with the older days to the left.
import { useLayoutEffect, useRef } from 'react';
import type { DayKey } from '@aso/domain/shared/lagos-time';
import { formatNairaAdmin } from '../../../lib/format';

const dayLabel = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function label(date: DayKey): string {
  return dayLabel.format(new Date(`${date}T12:00:00Z`));
}

export function RevenueChart({
  days,
}: {
  readonly days: readonly { date: DayKey; revenue: number; height: number }[];
}) {
  const best = days.reduce<{ date: DayKey; revenue: number } | null>(
    (b, d) => (d.revenue > (b?.revenue ?? 0) ? d : b),
    null,
  );
  // A date under every bar only while they fit; otherwise every week or month (each bar still has its own label).
  const every = days.length > 120 ? 30 : days.length > 14 ? 7 : 1;
  const scroller = useRef<HTMLDivElement>(null);
  const latest = days.at(-1)?.date;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollLeft = el.scrollWidth;
    // A phone turned sideways (or a window resized) keeps the latest day in view too.
    if (typeof ResizeObserver === 'undefined') return;
    const keepLatest = new ResizeObserver(() => (el.scrollLeft = el.scrollWidth));
    keepLatest.observe(el);
    return () => keepLatest.disconnect();
  }, [latest, days.length]);
  return (
    <figure className="fin-chart">
      <figcaption className="fin-chart__caption">
        Daily revenue, {days.length} day{days.length === 1 ? '' : 's'}
        {best ? `; best day ${label(best.date)} with ${formatNairaAdmin(best.revenue)}` : '; no revenue yet'}
      </figcaption>
      <div ref={scroller} className="fin-chart__scroll" tabIndex={0} role="region" aria-label="Daily revenue bars">
        <ol className={`fin-chart__bars${days.length > 60 ? ' fin-chart__bars--dense' : ''}`}>
          {days.map((d, i) => (
            <li key={d.date} className="fin-chart__day" title={`${label(d.date)}: ${formatNairaAdmin(d.revenue)}`}>
              <span className="visually-hidden">{`${label(d.date)}: ${formatNairaAdmin(d.revenue)}`}</span>
              <span
                className={`fin-chart__bar${d.revenue > 0 ? '' : ' fin-chart__bar--zero'}`}
                style={{ height: `${d.height}px` }}
                aria-hidden="true"
              />
              <span className="fin-chart__label" aria-hidden="true">
                {i % every === 0 ? label(d.date) : ''}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
