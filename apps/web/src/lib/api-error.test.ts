import { describe, expect, it } from 'vitest';
import { apiProblem, isOffline, problemText } from './api-error';

const OFFLINE = 'Suuq could not be reached.';

describe('apiProblem', () => {
  it('reads a refusal with the server’s words and its notes per field', () => {
    const problem = apiProblem({
      status: 409,
      data: {
        message: 'This phone number is already registered.',
        errors: { phone: ['This phone number is already registered.', 7], items: [{ product_id: 1 }] },
      },
    });
    expect(problem).toEqual({
      kind: 'refused',
      status: 409,
      message: 'This phone number is already registered.',
      fields: { phone: ['This phone number is already registered.'], items: [] },
      body: {
        message: 'This phone number is already registered.',
        errors: { phone: ['This phone number is already registered.', 7], items: [{ product_id: 1 }] },
      },
    });
  });

  it('tells a rate limit and a server failure from a refusal', () => {
    expect(apiProblem({ status: 429, data: { message: 'Too many tries.' } })).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      message: 'Too many tries.',
    });
    expect(apiProblem({ status: 503, data: null })).toMatchObject({
      kind: 'server',
      status: 503,
      message: undefined,
      fields: {},
      body: {},
    });
  });

  it('counts a request that got no answer as offline, whether RTK Query or fetch says so', () => {
    expect(apiProblem({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatchObject({
      kind: 'offline',
      status: undefined,
    });
    expect(apiProblem(new TypeError('Failed to fetch')).kind).toBe('offline');
    expect(isOffline(apiProblem({ status: 'FETCH_ERROR' }))).toBe(true);
  });

  it('never reads words out of an answer that was not the API’s JSON, a timeout or code that threw', () => {
    expect(
      apiProblem({
        status: 'PARSING_ERROR',
        originalStatus: 502,
        data: '<html>Bad gateway</html>',
        error: 'x',
      }),
    ).toEqual({ kind: 'unreadable', status: 502, message: undefined, fields: {}, body: {} });
    expect(apiProblem({ status: 'TIMEOUT_ERROR', error: 'timeout' }).kind).toBe('unreadable');
    expect(apiProblem({ name: 'Error', message: 'x is undefined', stack: '…' })).toMatchObject({
      kind: 'unreadable',
      message: undefined,
    });
    expect(apiProblem(new Error('boom')).message).toBeUndefined();
    expect(apiProblem(undefined).kind).toBe('unreadable');
  });

  it('answers a problem read already as it is', () => {
    const problem = apiProblem({ status: 401, data: { message: 'Wrong password.' } });
    expect(apiProblem(problem)).toBe(problem);
  });

  it('reads a bare `{ message, errors }` body', () => {
    expect(
      apiProblem({ message: 'Some fields are not valid.', errors: { name: ['Required'] } }),
    ).toMatchObject({
      kind: 'refused',
      status: undefined,
      message: 'Some fields are not valid.',
      fields: { name: ['Required'] },
    });
  });
});

describe('problemText', () => {
  it('says the server’s words, else offline when no answer came, else the spec’s general message', () => {
    expect(
      problemText(apiProblem({ status: 401, data: { message: 'Wrong password.' } }), 'en', OFFLINE),
    ).toBe('Wrong password.');
    expect(problemText(apiProblem({ status: 'FETCH_ERROR' }), 'en', OFFLINE)).toBe(OFFLINE);
    expect(problemText(apiProblem({ status: 'PARSING_ERROR', originalStatus: 502 }), 'en', OFFLINE)).toBe(
      OFFLINE,
    );
    const general = problemText(apiProblem({ status: 500, data: null }), 'en', OFFLINE);
    expect(general).not.toBe(OFFLINE);
    expect(general.length).toBeGreaterThan(0);
    expect(problemText(apiProblem({ status: 500, data: null }), 'so', OFFLINE)).not.toBe(general);
  });

  it('uses the fallback a caller names for an answer without words', () => {
    const paymentFailed = problemText(apiProblem({ status: 502, data: {} }), 'en', OFFLINE, 'paymentFailed');
    expect(paymentFailed).not.toBe(problemText(apiProblem({ status: 502, data: {} }), 'en', OFFLINE));
  });
});
