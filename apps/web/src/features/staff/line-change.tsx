import { useState } from 'react';
import { useId } from '../../lib/use-id';
import type { Product } from '@suuq/shared/catalog';
import { LINE_CHANGE_REASONS, type LineChangeReason } from '@suuq/shared/order-reasons';
import type { Order } from '@suuq/shared/orders';
import { orderLineName } from '@suuq/shared/order-lines';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useStaffMessages } from './messages';
import { ReasonPicker, reasonReady, type ReasonChoice } from './reason-picker';
import { useGetStaffProductsQuery, useRemoveLineMutation, useReplaceLineMutation } from './staff-api';

type Line = Order['items'][number];

/** A product (or one of its variants) staff may put in a line's place: no choice to make but the quantity. */
interface Replacement {
  key: string;
  productId: number;
  variantId?: number;
  name: string;
  inStock: boolean;
}

function replacements(products: readonly Product[]): Replacement[] {
  return products
    .filter((product) => product.saleable && product.options.every((group) => !group.required))
    .flatMap((product) =>
      product.has_variant
        ? product.childrens.map((variant) => ({
            key: `${product.id}-${variant.id}`,
            productId: product.id,
            variantId: variant.id,
            name: `${product.name} · ${variant.name}`,
            inStock: product.unlimited_stock || variant.stock > 0,
          }))
        : [
            {
              key: String(product.id),
              productId: product.id,
              name: product.name,
              inStock: product.unlimited_stock || product.stock > 0,
            },
          ],
    );
}

/**
 * Changing one line of an order not yet on its way: taking it out, or putting another product of the store in its
 * place at a quantity, saying why (the customer reads it on their order page, live). Each asks once more before it
 * is done, naming what it does. The server reprices, moves the stock and the totals.
 */
export function LineChange({ order, line }: { order: Order; line: Line }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const name = orderLineName(line, lang);
  if (!line.line_id) return null;
  if (!open) {
    return (
      <button
        type="button"
        className="button staff-line__change"
        aria-label={t('changeLineOf', { name })}
        onClick={() => setOpen(true)}
      >
        {t('changeLine')}
      </button>
    );
  }
  return <LineChangeForm order={order} line={line} name={name} onClose={() => setOpen(false)} />;
}

function LineChangeForm({
  order,
  line,
  name,
  onClose,
}: {
  order: Order;
  line: Line;
  name: string;
  onClose: () => void;
}) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [why, setWhy] = useState<ReasonChoice<LineChangeReason>>({ reason: 'out_of_stock', note: '' });
  const [choice, setChoice] = useState('');
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [asking, setAsking] = useState<'remove' | 'replace' | undefined>();
  const [removeLine, removing] = useRemoveLineMutation();
  const [replaceLine, replacing] = useReplaceLineMutation();
  const { data: products } = useGetStaffProductsQuery({ storeId: order.store.id, lang });
  const productId = useId();
  const quantityId = useId();
  const options = replacements(products ?? []);
  const chosen = options.find((option) => option.key === choice);
  const count = Number(quantity);
  const countValid = Number.isInteger(count) && count >= 1 && count <= 999;
  const ready = reasonReady(why);
  const busy = removing.isLoading || replacing.isLoading;
  const error = removing.error ?? replacing.error;
  const reason = { reason: why.reason!, note: why.reason === 'other' ? why.note.trim() : undefined };
  const lineId = line.line_id!;
  const others = order.items.length > 1;

  return (
    <div className="staff-line" role="group" aria-label={t('changeLineOf', { name })}>
      <ReasonPicker legend={t('changeWhy')} reasons={LINE_CHANGE_REASONS} value={why} onChange={setWhy} />
      {others ? (
        asking === 'remove' ? (
          <button
            type="button"
            className="button button--danger"
            disabled={busy || !ready}
            onClick={() =>
              void removeLine({ orderNumber: order.order_number, lineId, ...reason }).then((result) => {
                if (!('error' in result)) onClose();
              })
            }
          >
            {t('confirmRemoveLine', { quantity: line.quantity, name })}
          </button>
        ) : (
          <button
            type="button"
            className="button button--danger"
            disabled={busy || !ready}
            onClick={() => setAsking('remove')}
          >
            {t('removeLine')}
          </button>
        )
      ) : null}
      <div className="staff-line__replace">
        <label htmlFor={productId}>{t('replaceWith')}</label>
        <select
          id={productId}
          className="input"
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setAsking(undefined);
          }}
        >
          <option value="">{t('chooseProduct')}</option>
          {options.map((option) => (
            <option key={option.key} value={option.key} disabled={!option.inStock}>
              {option.name}
            </option>
          ))}
        </select>
        <label htmlFor={quantityId}>{t('quantity')}</label>
        <input
          id={quantityId}
          className="input staff-line__quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          step={1}
          value={quantity}
          aria-invalid={!countValid || undefined}
          onChange={(event) => {
            setQuantity(event.target.value);
            setAsking(undefined);
          }}
        />
        {asking === 'replace' && chosen ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !ready || !countValid}
            onClick={() =>
              void replaceLine({
                orderNumber: order.order_number,
                lineId,
                ...reason,
                item: {
                  product_id: chosen.productId,
                  ...(chosen.variantId ? { variant_id: chosen.variantId } : {}),
                  quantity: count,
                  // A returnable container is handed over as the line it replaces was (a new one otherwise).
                  container_mode: line.container_mode ?? 'new',
                },
              }).then((result) => {
                if (!('error' in result)) onClose();
              })
            }
          >
            {t('confirmReplaceLine', { quantity: count, name: chosen.name })}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            disabled={busy || !ready || !chosen || !countValid}
            onClick={() => setAsking('replace')}
          >
            {t('replaceLine')}
          </button>
        )}
      </div>
      {error ? (
        <p className="staff-problem" role="alert">
          {t('actionFailed', { message: problemText(apiProblem(error), lang, t('offline')) })}
        </p>
      ) : null}
      <button type="button" className="button staff-line__close" onClick={onClose}>
        {t('closeChange')}
      </button>
    </div>
  );
}
