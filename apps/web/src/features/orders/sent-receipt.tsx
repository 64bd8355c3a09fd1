import type { Order } from '@suuq/shared/orders';
import { useLocalReceipt, useReceiptFile, type ReceiptFile } from '../../lib/receipt-file';
import { customerSession } from '../../lib/session';
import { useOrderMessages } from './messages';

function ReceiptShown({ file, orderNumber }: { file: ReceiptFile; orderNumber: string }) {
  const t = useOrderMessages();
  if (file.state === 'loading') return <p className="hint">{t('receiptLoading')}</p>;
  if (file.state === 'failed') return <p className="hint">{t('receiptLoadFailed')}</p>;
  return file.kind === 'pdf' ? (
    <a className="button button--ghost order-receipt__pdf" href={file.url} target="_blank" rel="noreferrer">
      {t('receiptView')}
    </a>
  ) : (
    <a className="order-receipt__link" href={file.url} target="_blank" rel="noreferrer">
      <img className="order-receipt__image" src={file.url} alt={t('receiptImage', { orderNumber })} />
    </a>
  );
}

function ServerReceipt({ url, orderNumber }: { url: string; orderNumber: string }) {
  return <ReceiptShown file={useReceiptFile(url, customerSession)} orderNumber={orderNumber} />;
}

function LocalReceipt({ file, orderNumber }: { file: Blob; orderNumber: string }) {
  return <ReceiptShown file={useLocalReceipt(file)} orderNumber={orderNumber} />;
}

/** A file this page sent; `n` counts the sends, so a new receipt is fetched again under the same address. */
export interface SentFile {
  file: Blob;
  n: number;
}

/**
 * The receipt the shopper sent, so they can see what the store is checking. The order's owner reads it back from
 * the server with their token (receipts are private to the owner and the store's staff); a guest, whom the server
 * does not show receipts to, sees the file they just sent from this page.
 */
export function SentReceipt({ order, sent }: { order: Order; sent: SentFile | undefined }) {
  const t = useOrderMessages();
  if (!order.receipt_url && !sent) return null;
  return (
    <figure className="order-receipt">
      <figcaption className="order-receipt__title">{t('receiptSent')}</figcaption>
      {order.receipt_url ? (
        <ServerReceipt
          key={`${order.receipt_url}#${sent?.n ?? 0}`}
          url={order.receipt_url}
          orderNumber={order.order_number}
        />
      ) : sent ? (
        <LocalReceipt file={sent.file} orderNumber={order.order_number} />
      ) : null}
    </figure>
  );
}
