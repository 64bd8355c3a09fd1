/**
 * Where texts leave Suuq: one interface, a provider per way of sending, chosen by `SMS_PROVIDER`. `log` writes
 * each text to the log (the default: nothing to set up); `http` posts `{to, text}` as JSON with a bearer token to
 * a gateway at `SMS_URL`, the shape most Somali SMS aggregators and a small relay in front of any other take;
 * `africastalking` sends through Africa's Talking's SMS API (docs/decisions/030-sms-provider-and-stop.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env';

export interface SmsProvider {
  readonly name: string;
  /** Sends one text; throws when it was not accepted (the worker retries it later). */
  send(to: string, text: string): Promise<void>;
}

/** Writes each text to the log, for development and for trying Suuq without a gateway. */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}

  send(to: string, text: string): Promise<void> {
    this.log.info({ sms: { to, text } }, 'sms (SMS_PROVIDER=log: not sent)');
    return Promise.resolve();
  }
}

/** A generic JSON gateway: POST `{to, text}` with `Authorization: Bearer SMS_TOKEN`; any 2xx means accepted. */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // The body is read either way, so the connection can be reused.
    const answer = await response.text().catch(() => '');
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}: ${answer.slice(0, 200)}`);
  }
}

/** Africa's Talking's settings (`AT_*`); the base URL is its live API unless a test or the sandbox says otherwise. */
export interface AfricasTalkingSettings {
  username: string;
  apiKey: string;
  senderId?: string | undefined;
  baseUrl: string;
}

/** The recipient statuses Africa's Talking answers for a text it took: processed (100), sent (101), queued (102). */
const AT_ACCEPTED = new Set([100, 101, 102]);

interface AfricasTalkingAnswer {
  SMSMessageData?: {
    Message?: string;
    Recipients?: { number?: string; status?: string; statusCode?: number; messageId?: string }[];
  };
}

/**
 * Africa's Talking's SMS API: POST `/version1/messaging`, form-encoded (`username`, `to` in +E.164, `message` and
 * the sender ID as `from`), the key in the `apiKey` header. A text is taken only when its recipient's status is
 * `Success` (100, 101 or 102); anything else (a refused number, no credit, a 401 or 5xx, no answer in time)
 * throws with the provider's own words, so the worker tries again and the log shows why.
 */
export class AfricasTalkingSmsProvider implements SmsProvider {
  readonly name = 'africastalking';
  constructor(
    private readonly settings: AfricasTalkingSettings,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const form = new URLSearchParams({
      username: this.settings.username,
      to: `+${to.replace(/\D/g, '')}`,
      message: text,
    });
    if (this.settings.senderId) form.set('from', this.settings.senderId);
    const response = await fetch(`${this.settings.baseUrl.replace(/\/+$/, '')}/version1/messaging`, {
      method: 'POST',
      headers: {
        apiKey: this.settings.apiKey,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const answer = await response.text().catch(() => '');
    if (!response.ok) {
      throw new Error(`Africa's Talking answered ${response.status}: ${answer.slice(0, 200)}`);
    }
    let parsed: AfricasTalkingAnswer;
    try {
      parsed = JSON.parse(answer) as AfricasTalkingAnswer;
    } catch {
      throw new Error(`Africa's Talking answered ${response.status} without JSON: ${answer.slice(0, 200)}`);
    }
    const recipient = parsed.SMSMessageData?.Recipients?.[0];
    const code = Number(recipient?.statusCode);
    if (recipient?.status === 'Success' && AT_ACCEPTED.has(code)) return;
    const words = recipient
      ? `${recipient.status ?? 'no status'} (${recipient.statusCode ?? 'no code'})`
      : (parsed.SMSMessageData?.Message ?? 'no recipient in the answer');
    throw new Error(`Africa's Talking did not take the text: ${words.slice(0, 200)}`);
  }
}

export function smsProviderFrom(
  env: Pick<
    Env,
    'SMS_PROVIDER' | 'SMS_URL' | 'SMS_TOKEN' | 'AT_USERNAME' | 'AT_API_KEY' | 'AT_SENDER_ID' | 'AT_BASE_URL'
  >,
  log: FastifyBaseLogger,
): SmsProvider {
  if (env.SMS_PROVIDER === 'http') return new HttpSmsProvider(env.SMS_URL!, env.SMS_TOKEN ?? '');
  if (env.SMS_PROVIDER === 'africastalking') {
    // loadEnv refuses to start without the username and the key.
    return new AfricasTalkingSmsProvider({
      username: env.AT_USERNAME!,
      apiKey: env.AT_API_KEY!,
      senderId: env.AT_SENDER_ID,
      baseUrl: env.AT_BASE_URL,
    });
  }
  return new LogSmsProvider(log);
}
