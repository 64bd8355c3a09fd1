import { describe, expect, it } from 'vitest';
import * as shared from '@suuq/shared/captain';
import { normalizePlate, PLATE_PATTERN } from './plate';

describe('the plate rule', () => {
  it('is the server’s own', () => {
    expect(PLATE_PATTERN.source).toBe(shared.PLATE_PATTERN.source);
    for (const typed of [' bn   12345 ', 'sl-4411', 'a', '#!?', 'AB  CD-1']) {
      expect(normalizePlate(typed)).toBe(shared.normalizePlate(typed));
    }
  });
});
