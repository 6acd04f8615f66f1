// Tabs as the WAI-ARIA pattern: a tablist of buttons (arrow keys, Home, End move between them), one panel shown.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  readonly key: K;
  readonly label: string;
  /** Marks a tab whose fields need attention. */
  readonly flagged?: boolean;
}

export function Tabs<K extends string>({
  items,
  current,
  onChange,
  children,
}: {
  readonly items: readonly TabItem<K>[];
  readonly current: K;
  readonly onChange: (key: K) => void;
  readonly children: ReactNode;
}) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onChange(item.key);
    refs.current.get(item.key)?.focus();
  };
  return (
    <div className="set-tabs">
      <div role="tablist" aria-label="Settings sections" className="set-tabs__list">
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              if (el) refs.current.set(item.key, el);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.key}`}
            aria-selected={item.key === current}
            aria-controls={`${base}-panel`}
            tabIndex={item.key === current ? 0 : -1}
            className={item.key === current ? 'set-tabs__tab set-tabs__tab--current' : 'set-tabs__tab'}
            onClick={() => onChange(item.key)}
            onKeyDown={(e) => move(e, i)}
          >
            {item.label}
            {item.flagged ? (
              <span className="set-tabs__flag" aria-label="needs attention">
                {' '}
                !
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${current}`}
        className="set-tabs__panel"
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
