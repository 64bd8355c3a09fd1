import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_KEYS_STORAGE_KEY, orderKeyHeader, rememberOrderKey } from './orders-api';

describe('the keys of orders placed on this phone', () => {
  beforeEach(() => localStorage.clear());

  it('sends an order its own key, however its number is typed, and no key for another order', () => {
    rememberOrderKey('7KQ2-M9XD', 'key-of-7kq2');
    rememberOrderKey('AB12-CD34', 'key-of-ab12');
    expect(orderKeyHeader('7kq2 m9xd')).toEqual({ 'X-Order-Key': 'key-of-7kq2' });
    expect(orderKeyHeader('AB12CD34')).toEqual({ 'X-Order-Key': 'key-of-ab12' });
    expect(orderKeyHeader('ZZZZ-ZZZZ')).toEqual({});
  });

  it('keeps the newest twenty, and survives what it cannot read', () => {
    for (let i = 0; i < 25; i += 1) rememberOrderKey(`AAAA-${String(i).padStart(4, '0')}`, `k${i}`);
    expect(JSON.parse(localStorage.getItem(ORDER_KEYS_STORAGE_KEY)!)).toHaveLength(20);
    expect(orderKeyHeader('AAAA-0024')).toEqual({ 'X-Order-Key': 'k24' });
    expect(orderKeyHeader('AAAA-0000')).toEqual({});
    localStorage.setItem(ORDER_KEYS_STORAGE_KEY, '{not json');
    expect(orderKeyHeader('AAAA-0024')).toEqual({});
    rememberOrderKey('AAAA-0001', undefined);
    expect(localStorage.getItem(ORDER_KEYS_STORAGE_KEY)).toBe('{not json');
  });
});
