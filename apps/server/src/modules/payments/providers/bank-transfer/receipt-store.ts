/**
 * Bank-transfer receipts, kept private: a photo is checked and re-encoded like every upload (lib/uploads: upright,
 * metadata such as the GPS position dropped, WebP), a PDF is accepted by its magic bytes and size. Files live under
 * a folder no static route serves; only the receipt routes read them, after checking who asks.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RECEIPT_MAX_BYTES } from '@suuq/shared/receipts';
import { DomainError } from '../../../../lib/domain-error';
import { UploadedImageStore } from '../../../../lib/uploads';

/** Long enough to read the transfer's small print, small enough to keep. */
const RECEIPT_MAX_SIDE = 2000;
const NAME = /^[a-f0-9]{32}\.(webp|pdf)$/;
const PDF_MAGIC = Buffer.from('%PDF-');

export interface StoredReceipt {
  bytes: Buffer;
  type: 'image/webp' | 'application/pdf';
}

export class ReceiptStore {
  private readonly images: UploadedImageStore;

  constructor(readonly dir: string) {
    // The image store answers a bare file name (empty prefix): receipts have no public address.
    this.images = new UploadedImageStore(dir, '', (image) =>
      image.resize(RECEIPT_MAX_SIDE, RECEIPT_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
    );
  }

  /** Checks and keeps a receipt; answers its file name. 413 over the limit, 415 when neither photo nor PDF. */
  async save(upload: Buffer): Promise<string> {
    if (upload.length > RECEIPT_MAX_BYTES) {
      throw new DomainError('too_large', 'receiptTooLarge', { n: RECEIPT_MAX_BYTES / (1024 * 1024) });
    }
    if (upload.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return this.savePdf(upload);
    return this.images.save(upload).catch((error: unknown) => {
      // The image store still answers with its own HTTP error; a receipt's refusal says receipt.
      if (isUnsupported(error)) throw new DomainError('unsupported', 'receiptNotSupported');
      throw error;
    });
  }

  private async savePdf(upload: Buffer): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.pdf`;
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, name);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, upload);
    await rename(temporary, file);
    return name;
  }

  async read(name: string): Promise<StoredReceipt | undefined> {
    if (!NAME.test(name)) return undefined;
    const bytes = await readFile(path.join(this.dir, name)).catch(() => undefined);
    if (!bytes) return undefined;
    return { bytes, type: name.endsWith('.pdf') ? 'application/pdf' : 'image/webp' };
  }

  async remove(name: string | null | undefined): Promise<void> {
    if (!name || !NAME.test(name)) return;
    await unlink(path.join(this.dir, name)).catch(() => {});
  }
}

/** The image store's "not a picture". */
function isUnsupported(error: unknown): boolean {
  return error instanceof DomainError && error.kind === 'unsupported';
}
