import { useEffect, useState } from 'react';
import { authorized, type ClientSession } from './session';

export type ReceiptFile =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string; kind: 'image' | 'pdf' };

/**
 * A bank-transfer receipt, fetched with `session`'s token (receipts are private to the order's owner and its
 * store's staff) and handed out as a local object URL, released when the view goes or the receipt changes.
 */
export function useReceiptFile(receiptUrl: string, session: ClientSession): ReceiptFile {
  const [file, setFile] = useState<ReceiptFile>({ state: 'loading' });
  useEffect(() => {
    let objectUrl: string | undefined;
    let active = true;
    const controller = new AbortController();
    setFile({ state: 'loading' });
    void authorized(session, receiptUrl, async (authorization) => {
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
      setFile({ state: 'ready', url: objectUrl, kind: receiptKind(result.data.type) });
    });
    return () => {
      active = false;
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [receiptUrl, session]);
  return file;
}

/** A file the shopper has in hand (just sent), as a local object URL, released when the view goes. */
export function useLocalReceipt(file: Blob): ReceiptFile {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? { state: 'ready', url, kind: receiptKind(file.type) } : { state: 'loading' };
}

function receiptKind(type: string): 'image' | 'pdf' {
  return type === 'application/pdf' ? 'pdf' : 'image';
}
