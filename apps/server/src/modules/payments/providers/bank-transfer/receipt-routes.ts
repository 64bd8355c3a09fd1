/**
 * Bank-transfer receipts over HTTP: the shopper sends the photo or PDF of the transfer, and the order's owner and
 * its store's staff read it back. The multipart parser is registered in this plugin only.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { order } from '@suuq/shared/orders';
import { RECEIPT_MAX_BYTES } from '@suuq/shared/receipts';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { receiptRoute, uploadReceiptRoute } from '@suuq/shared/routes-shop';
import { DomainError } from '../../../../lib/domain-error';
import { HttpError } from '../../../../lib/http-error';
import { requestLanguage } from '../../../../lib/lang';
import { readUploadForm } from '../../../../lib/uploads';
import type { OrderAnswers } from '../../order-ports';
import type { ReceiptService } from './receipt-service';

const RECEIPT_FIELD = 'receipt';
const orderParams = z.object({ order_number: z.string().trim().min(4).max(40) });

export const receiptRoutes: FastifyPluginAsyncZod<{
  receipts: ReceiptService;
  answers: OrderAnswers;
  paymentsPerMinute: number;
}> = async (app, { receipts, answers, paymentsPerMinute }) => {
  await app.register(multipart, {
    limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });

  app[verb(uploadReceiptRoute)](
    urlOf(uploadReceiptRoute),
    {
      onRequest: app.optionalAuth,
      config: { rateLimit: { max: paymentsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['ordering'],
        consumes: ['multipart/form-data'],
        params: orderParams,
        description:
          'Sends the receipt of a bank transfer: a multipart form whose `receipt` is a photo (JPEG, PNG or WebP, ' +
          're-encoded without its metadata) or a PDF, at most 5 MB, judged by its content. The order’s owner ' +
          'may send it (anyone holding the number, for a guest order); a new receipt replaces the last. The ' +
          'payment becomes `awaiting_confirmation` and is pushed live as `order.status`. 403 for someone else’s ' +
          'order; 409 when the order is not a bank transfer, is cancelled or is already paid; 413 over the ' +
          'limit; 415 when the file is neither a picture nor a PDF; 422 without a file.',
        response: {
          200: answering(uploadReceiptRoute, envelope(order)),
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const number = answers.normalize(request.params.order_number);
      if (!request.isMultipart()) throw new DomainError('unsupported', 'receiptNotSupported');
      const { file } = await readUploadForm(request, {
        schema: z.object({}).loose(),
        fileField: RECEIPT_FIELD,
        maxBytes: RECEIPT_MAX_BYTES,
      }).catch((error: unknown) => {
        // The upload reader names the limit for pictures; a receipt's refusal says receipt.
        if (
          (error instanceof HttpError || error instanceof DomainError) &&
          error.messageKey === 'imageTooLarge'
        ) {
          throw new DomainError('too_large', 'receiptTooLarge', error.params);
        }
        throw error;
      });
      await receipts.upload(number, request.auth, file);
      return { data: await answers.track(number, request.auth, requestLanguage(request)) };
    },
  );

  app[verb(receiptRoute)](
    urlOf(receiptRoute),
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ['ordering'],
        description:
          'The bank-transfer receipt of an order (`image/webp` or `application/pdf`), for the order’s owner and ' +
          'its store’s staff only: 403 for anyone else, 404 when no receipt was sent.',
        params: orderParams,
      },
    },
    async (request, reply) => {
      const receipt = await receipts.read(answers.normalize(request.params.order_number), request.auth);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(receipt.type)
        .send(receipt.bytes);
    },
  );
};
