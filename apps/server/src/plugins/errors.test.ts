import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  fieldProblem,
  NotFoundError,
  throwFieldProblems,
  TooManyError,
} from '../lib/domain-error';
import errors from './errors';

async function answer(error: Error, lang = 'en') {
  const app = Fastify({ logger: false });
  await app.register(errors);
  app.get('/fail', () => {
    throw error;
  });
  const response = await app.inject({ url: `/fail?lang=${lang}` });
  await app.close();
  return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
}

describe('domain errors at the edge', () => {
  it('gives each kind its status and the message in the caller language', async () => {
    expect(await answer(new NotFoundError())).toMatchObject({ status: 404, body: { message: 'Not found' } });
    const so = await answer(new NotFoundError(), 'so');
    expect(so.status).toBe(404);
    expect(so.body).not.toEqual({ message: 'Not found' });
  });

  it('translates the messages under each field and keeps other values as they are', async () => {
    const { status, body } = await answer(fieldProblem('conflict', 'phoneTaken', 'phone'));
    expect(status).toBe(409);
    expect(body).toEqual({
      message: expect.any(String),
      errors: { phone: [(body as { message: string }).message] },
    });
    const raw = await answer(new ConflictError('notFound', {}, { 'items.0': ['outOfStock', 3] }));
    expect(raw.body).toMatchObject({ errors: { 'items.0': ['outOfStock', 3] } });
  });

  it('answers a set of field problems with 422 and says when to come back after too many tries', async () => {
    let thrown: unknown;
    try {
      throwFieldProblems({ 'variants.0.selling_price': 'fieldInvalid' });
    } catch (error) {
      thrown = error;
    }
    const invalid = await answer(thrown as Error);
    expect(invalid.status).toBe(422);
    expect(Object.keys((invalid.body as { errors: object }).errors)).toEqual(['variants.0.selling_price']);
    const limited = await answer(new TooManyError(30));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
  });
});
