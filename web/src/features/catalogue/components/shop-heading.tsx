import type { ReactNode } from 'react';

/** The title block of /shop; the static shell in index.html paints it too, before the app's code arrives. */
export function ShopHeading({ children }: { readonly children?: ReactNode }) {
  return (
    <header className="page__header">
      <div>
        <p className="eyebrow">The collection</p>
        <h1 className="page__title">Shop</h1>
      </div>
      {children}
    </header>
  );
}
