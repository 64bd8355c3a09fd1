import { type ReactNode } from 'react';
import { useId } from '../../lib/use-id';

/** One titled part of the checkout form, named by its heading for screen readers. */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="checkout-section" aria-labelledby={id}>
      <h2 id={id} className="checkout-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
