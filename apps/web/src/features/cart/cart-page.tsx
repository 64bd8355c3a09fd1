import { PageIntro } from '../../components/ui/page-intro';
import { CartContents } from './cart-view';
import { useCartMessages } from './messages';

/** The cart as a page (`/cart`, `/cart1`, `/cart-homepage`): what the drawer shows, with room to breathe. */
export function CartPage() {
  const t = useCartMessages();
  return (
    <>
      <PageIntro title={t('title')} text={t('pageText')} />
      <div className="cart-page">
        <CartContents />
      </div>
    </>
  );
}
