/**
 * A few checks for data the app reads back from where anyone could have changed it (the saved cart), in a few
 * hundred bytes: zod, even its tree-shakable build, is some 15 KB on the way to a first order. Each check returns
 * the value as read, objects with only the keys named (anything else is dropped), or throws an Error that says
 * where and what was expected.
 */
export type Check<T> = (value: unknown, path: string) => T;

/** The type a check returns. */
export type Checked<C> = C extends Check<infer T> ? T : never;

function fail(path: string, expected: string): never {
  throw new Error(`${path || 'value'}: expected ${expected}`);
}

/** A finite number; an integer at least `min` when asked. */
export const number =
  ({ int = false, min = -Infinity } = {}): Check<number> =>
  (value, path) =>
    typeof value === 'number' && Number.isFinite(value) && (!int || Number.isInteger(value)) && value >= min
      ? value
      : fail(path, int ? `an integer from ${min}` : 'a number');

export const string =
  (maxLength = Infinity): Check<string> =>
  (value, path) =>
    typeof value === 'string' && value.length <= maxLength
      ? value
      : fail(path, maxLength < Infinity ? `text of at most ${maxLength} characters` : 'text');

export const boolean: Check<boolean> = (value, path) =>
  typeof value === 'boolean' ? value : fail(path, 'true or false');

export const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (value, path) =>
    (values as readonly unknown[]).includes(value) ? (value as T) : fail(path, values.join(' or '));

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value, path) =>
    value === null ? null : check(value, path);

/** Absent (undefined) or as `check` says; an absent key stays absent in the object read. */
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : check(value, path);

export const array =
  <T>(check: Check<T>, maxLength = Infinity): Check<T[]> =>
  (value, path) =>
    Array.isArray(value) && value.length <= maxLength
      ? value.map((item, index) => check(item, `${path}[${index}]`))
      : fail(path, maxLength < Infinity ? `a list of at most ${maxLength}` : 'a list');

export const object =
  <S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: Checked<S[K]> }> =>
  (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(path, 'an object');
    const read: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const item = check((value as Record<string, unknown>)[key], `${path}.${key}`);
      if (item !== undefined) read[key] = item;
    }
    return read as { [K in keyof S]: Checked<S[K]> };
  };
