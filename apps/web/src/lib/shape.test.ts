import { describe, expect, it } from 'vitest';
import { array, boolean, nullable, number, object, oneOf, optional, string } from './shape';

const line = object({
  id: number({ int: true }),
  name: string(5),
  quantity: number({ int: true, min: 1 }),
  price: number(),
  gift: boolean,
  mode: optional(nullable(oneOf(['exchange', 'new'] as const))),
  tags: array(string(), 2),
});
const good = { id: 1, name: 'Rice', quantity: 2, price: 1.5, gift: false, tags: ['a'] };

describe('shape checks', () => {
  it('read a value of the shape, keeping only the keys named and leaving absent ones absent', () => {
    expect(line({ ...good, extra: '<img>' }, 'line')).toEqual(good);
    expect('mode' in line(good, 'line')).toBe(false);
    expect(line({ ...good, mode: null }, 'line').mode).toBeNull();
    expect(line({ ...good, mode: 'new' }, 'line').mode).toBe('new');
  });

  it('refuse anything else, saying where and what was expected', () => {
    const odd: [unknown, string][] = [
      [null, 'line: expected an object'],
      [[good], 'line: expected an object'],
      [{ ...good, id: 1.5 }, 'line.id: expected an integer'],
      [{ ...good, id: '1' }, 'line.id: expected an integer'],
      [{ ...good, quantity: 0 }, 'line.quantity: expected an integer from 1'],
      [{ ...good, price: Number.NaN }, 'line.price: expected a number'],
      [{ ...good, name: 'Spaghetti' }, 'line.name: expected text of at most 5 characters'],
      [{ ...good, gift: 'no' }, 'line.gift: expected true or false'],
      [{ ...good, mode: 'borrow' }, 'line.mode: expected exchange or new'],
      [{ ...good, tags: ['a', 'b', 'c'] }, 'line.tags: expected a list of at most 2'],
      [{ ...good, tags: [1] }, 'line.tags[0]: expected text'],
    ];
    for (const [value, message] of odd) expect(() => line(value, 'line'), message).toThrow(message);
  });
});
