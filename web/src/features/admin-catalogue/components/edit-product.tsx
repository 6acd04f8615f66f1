// Opens the form for an existing product once its stock and cost are read.
import { errorDetail } from '@aso/domain/shared/errors';
import { ErrorState, LoadingState } from '../../../components/states';
import { Modal } from '../../../components/modal';
import type { ProductWithId } from '../../../lib/products';
import { useProductExtras } from '../api/get-product-extras';
import { editProductForm } from './product-form-state';
import { ProductFormModal } from './product-form-modal';

export function EditProduct({ product, onClose }: { readonly product: ProductWithId; readonly onClose: () => void }) {
  const extras = useProductExtras(product.id);
  if (extras.data)
    return (
      <ProductFormModal
        initial={editProductForm(product, extras.data)}
        bill={{ bom: extras.data.bom, labourCost: extras.data.labourCost }}
        onClose={onClose}
      />
    );
  return (
    <Modal open title={`Edit ${product.name}`} onClose={onClose}>
      {extras.isError ? (
        <ErrorState
          message={`Could not read this product's stock: ${errorDetail(extras.error)}`}
          onRetry={() => void extras.refetch()}
        />
      ) : (
        <LoadingState />
      )}
    </Modal>
  );
}
