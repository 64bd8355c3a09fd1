import { useEffect, useState } from 'react';
import { authorized } from '../../lib/session';
import { staffSession } from './staff-session';

export type ReceiptFile =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string; kind: 'image' | 'pdf' };

/**
 * A receipt the shopper sent, fetched with the staff token (receipts are private to the order's owner and its
 * store's staff) and handed out as a local object URL, released when the card goes or the receipt changes.
 */
export function useReceipt(receiptUrl: string): ReceiptFile {
  const [file, setFile] = useState<ReceiptFile>({ state: 'loading' });
  useEffect(() => {
    let objectUrl: string | undefined;
    let active = true;
    const controller = new AbortController();
    setFile({ state: 'loading' });
    void authorized(staffSession, receiptUrl, async (authorization) => {
      try {
        const response = await fetch(receiptUrl, {
          headers: authorization ? { Authorization: authorization } : {},
          signal: controller.signal,
        });
        if (!response.ok) return { error: { status: response.status } };
        return { data: await response.blob() };
      } catch {
        return { error: { status: 'FETCH_ERROR' } };
      }
    }).then((result) => {
      if (!active) return;
      if (!('data' in result) || !result.data) {
        setFile({ state: 'failed' });
        return;
      }
      objectUrl = URL.createObjectURL(result.data);
      setFile({
        state: 'ready',
        url: objectUrl,
        kind: result.data.type === 'application/pdf' ? 'pdf' : 'image',
      });
    });
    return () => {
      active = false;
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [receiptUrl]);
  return file;
}
