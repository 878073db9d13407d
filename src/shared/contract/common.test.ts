import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorBodySchema } from './common';

describe('ErrorBodySchema', () => {
  it('reads each code of the contract’s set as itself', () => {
    for (const code of Object.values(ERROR_CODES)) {
      expect(v.parse(ErrorBodySchema, { message: 'refused', code })).toEqual({
        message: 'refused',
        code,
      });
    }
  });

  it('reads a code outside the set, or none, as no code, keeping the message', () => {
    expect(v.parse(ErrorBodySchema, { message: 'refused', code: 'from-a-newer-backend' })).toEqual({
      message: 'refused',
      code: undefined,
    });
    expect(v.parse(ErrorBodySchema, { message: 'refused' })).toEqual({ message: 'refused' });
  });

  it('names each code once', () => {
    const codes = Object.values(ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
