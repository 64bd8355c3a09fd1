/**
 * Where texts leave Suuq: one interface, a provider per way of sending, chosen by `SMS_PROVIDER`. `log` writes
 * each text to the log (the default: nothing to set up); `http` posts `{to, text}` as JSON with a bearer token to
 * a gateway at `SMS_URL`, the shape most Somali SMS aggregators and a small relay in front of any other take.
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

export function smsProviderFrom(
  env: Pick<Env, 'SMS_PROVIDER' | 'SMS_URL' | 'SMS_TOKEN'>,
  log: FastifyBaseLogger,
): SmsProvider {
  if (env.SMS_PROVIDER === 'http') return new HttpSmsProvider(env.SMS_URL!, env.SMS_TOKEN ?? '');
  return new LogSmsProvider(log);
}
