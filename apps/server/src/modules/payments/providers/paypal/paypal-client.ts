/**
 * A small client of the PayPal Orders v2 REST API: an OAuth client-credentials token, create an order (intent
 * CAPTURE) that the shopper approves on PayPal, capture it afterwards, and refund the capture. Base URL and credentials come from
 * configuration, so tests point it at a local fake and production at PayPal's live or sandbox host.
 */
export interface PayPalConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
}

export interface CreatedPayment {
  id: string;
  approveUrl: string | null;
}

export interface Capture {
  status: string;
  /** PayPal's id of the capture, which a refund names. */
  id: string | null;
  /** Decimal string as PayPal sends it, e.g. "12.50". */
  amount: string | null;
  currency: string | null;
}

/** PayPal answered with an error status (e.g. 422 when the shopper has not approved yet). */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PayPalError';
  }
}

export class PayPalClient {
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly config: PayPalConfig) {}

  private async call(path: string, init: RequestInit & { auth?: 'basic' }): Promise<unknown> {
    const headers = new Headers(init.headers);
    if (init.auth === 'basic') {
      const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
      headers.set('authorization', `Basic ${basic}`);
    } else {
      headers.set('authorization', `Bearer ${await this.accessToken()}`);
      headers.set('content-type', 'application/json');
    }
    const response = await fetch(new URL(path, this.config.baseUrl), {
      ...init,
      headers,
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
    });
    const body: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      throw new PayPalError(
        response.status,
        `PayPal ${init.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(body)}`,
      );
    }
    return body;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const body = (await this.call('/v1/oauth2/token', {
      method: 'POST',
      auth: 'basic',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  async createOrder(input: {
    reference: string;
    amount: number;
    currency: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<CreatedPayment> {
    const body = (await this.call('/v2/checkout/orders', {
      method: 'POST',
      // PayPal's own idempotency: retrying the create for one order never makes two payments.
      headers: { 'paypal-request-id': `suuq-${input.reference}` },
      body: JSON.stringify({
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.reference,
            amount: { currency_code: input.currency, value: input.amount.toFixed(2) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      }),
    })) as { id: string; links?: { rel: string; href: string }[] };
    const approve = body.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
    return { id: body.id, approveUrl: approve?.href ?? null };
  }

  async captureOrder(id: string): Promise<Capture> {
    const body = (await this.call(`/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {
      method: 'POST',
      headers: { 'paypal-request-id': `suuq-capture-${id}` },
      body: '{}',
    })) as {
      status: string;
      purchase_units?: {
        payments?: {
          captures?: { id?: string; status: string; amount: { value: string; currency_code: string } }[];
        };
      }[];
    };
    const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
    return {
      status: body.status === 'COMPLETED' && capture?.status === 'COMPLETED' ? 'COMPLETED' : body.status,
      id: capture?.id ?? null,
      amount: capture?.amount.value ?? null,
      currency: capture?.amount.currency_code ?? null,
    };
  }

  /** Refunds a captured payment in full. Safe to repeat: PayPal answers a repeated request id with the first refund. */
  async refundCapture(captureId: string): Promise<{ status: string }> {
    const body = (await this.call(`/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
      method: 'POST',
      headers: { 'paypal-request-id': `suuq-refund-${captureId}` },
      body: '{}',
    })) as { status?: string };
    return { status: body.status ?? 'UNKNOWN' };
  }
}
