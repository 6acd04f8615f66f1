// The storefront's titled sections (home, pre-order, marketing) share one frame: a container whose heading names it
// for screen readers.
import type { ReactNode } from 'react';

export function PageSection({
  name,
  title,
  belowFirstScreen = false,
  children,
}: {
  /** Makes the heading's id, `<name>-title`, unique on its page. */
  readonly name: string;
  readonly title: ReactNode;
  /** Never on a phone's first screen: laid out when it comes near (`.below-first-screen`, base.css). */
  readonly belowFirstScreen?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <section
      className={belowFirstScreen ? 'container section below-first-screen' : 'container section'}
      aria-labelledby={`${name}-title`}
    >
      <h2 id={`${name}-title`} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
