import type { Product } from '@suuq/shared/catalog';
import { Modal } from '../../components/ui/modal';
import { ProductDetail } from './product-detail';

/** The product modal of the store page: 600 px tall, page scroll locked, Escape closes, focus kept inside. */
export function ProductModal({ product, onClose }: { product: Product; onClose: () => void }) {
  return (
    <Modal open title={product.name} onClose={onClose} className="product-modal" initialFocus="dialog">
      <ProductDetail product={product} layout="modal" onAdded={onClose} />
    </Modal>
  );
}
