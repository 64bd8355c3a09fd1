import { useReceiptFile, type ReceiptFile } from '../../lib/receipt-file';
import { staffSession } from './staff-session';

export type { ReceiptFile };

/** A receipt the shopper sent, fetched with the staff token (lib/receipt-file.ts). */
export function useReceipt(receiptUrl: string): ReceiptFile {
  return useReceiptFile(receiptUrl, staffSession);
}
