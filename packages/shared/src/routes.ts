/**
 * The API's route table. Each route is an exported constant, `'<METHOD> <url>'` with the URL in Fastify's form
 * (`'GET /v1/api/orders/:order_number'`), in `routes-shop.ts`, `routes-account.ts`, `routes-captain.ts` and
 * `routes-merchant.ts`, `routes-admin.ts`, `routes-dispatch.ts` and `routes-push.ts`; what it answers with is the type
 * `Answers` gives it, named by the types the shared schemas
 * infer and imported as types only. The server registers every route from these constants (`verb`, `urlOf`) and
 * binds its answer schema to the table's type (`answering`); the web builds its requests from them and reads their
 * answers as `AnswerOf`, so a renamed route or answer field fails the typecheck on both sides.
 *
 * The constants are plain strings on purpose: the web's bundler inlines each one where it is used, so a page carries
 * the routes it calls and no table (the home route's byte budget, docs/decisions/003-home-route-budget.md).
 */
import type { z } from 'zod';
import type { PageMeta } from './api';
import type { AccountAnswers } from './routes-account';
import type { AdminAnswers } from './routes-admin';
import type { CaptainAnswers } from './routes-captain';
import type { DispatchAnswers } from './routes-dispatch';
import type { MerchantAnswers } from './routes-merchant';
import type { PushAnswers } from './routes-push';
import type { ShopAnswers } from './routes-shop';

/** `{ data: T }`, the envelope of every successful JSON answer. */
export interface Data<T> {
  data: T;
}

/** `{ data: T, meta }`, the envelope of a paged list. */
export interface Paged<T> {
  data: T;
  meta: PageMeta;
}

/** Every route's answer on success, by route. */
export type Answers = ShopAnswers &
  AccountAnswers &
  CaptainAnswers &
  MerchantAnswers &
  AdminAnswers &
  DispatchAnswers &
  PushAnswers;

/** A route of the table: `'<METHOD> <url>'`. */
export type Route = keyof Answers;

export type AnswerOf<R extends Route> = Answers[R];

export type MethodOf<R extends Route> = R extends `${infer M} ${string}` ? M : never;

export type UrlOf<R extends Route> = R extends `${string} ${infer U}` ? U : never;

type ParamNames<U extends string> = U extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : U extends `${string}:${infer Name}`
    ? Name
    : never;

/** The names of a route's path parameters (`order_number` of `/v1/api/orders/:order_number`). */
export type ParamOf<R extends Route> = ParamNames<UrlOf<R>>;

/** The name of the Fastify method that registers a route: `app[verb(route)](urlOf(route), ...)`. */
export const verb = <R extends Route>(route: R) =>
  route.slice(0, route.indexOf(' ')).toLowerCase() as Lowercase<MethodOf<R>>;

export const urlOf = <R extends Route>(route: R) => route.slice(route.indexOf(' ') + 1) as UrlOf<R>;

/**
 * The server's answer schema of a route, checked against the table: its output must be the route's answer, so a
 * schema and the table cannot drift apart.
 */
export const answering = <R extends Route, S extends z.ZodType<AnswerOf<R>>>(_route: R, schema: S): S =>
  schema;

/** The `data` of a route's enveloped answer. */
export type DataOf<R extends Route> = AnswerOf<R> extends { data: infer T } ? T : never;
