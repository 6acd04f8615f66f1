import { useEffect } from 'react';

/** Sets the tab title for a screen: 'Shop · Aso'. */
export function useDocumentTitle(title: string | null | undefined, brand = 'Aso'): void {
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
