import { LOADING } from '@aso/domain/shared/messages';
import { ErrorState } from '../../../components/states';

/** Placeholder cards with the real cards' proportions, so the page does not jump when products arrive. */
export function ProductGridSkeleton({ count }: { readonly count: number }) {
  return (
    <div>
      <p className="visually-hidden" role="status">
        {LOADING}
      </p>
      <ul className="grid grid--products product-grid" aria-hidden="true" role="list">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="product-card product-card--skeleton">
            <div className="product-card__media skeleton" />
            <div className="product-card__body">
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A product list's first load: four placeholder cards while it loads, the failure with a retry if it fails. */
export function ProductListLoading({
  query,
  failure,
}: {
  readonly query: { readonly isPending: boolean; readonly isError: boolean; readonly refetch: () => unknown };
  readonly failure: string;
}) {
  return (
    <>
      {query.isPending ? <ProductGridSkeleton count={4} /> : null}
      {query.isError ? <ErrorState message={failure} onRetry={() => void query.refetch()} /> : null}
    </>
  );
}
