import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorBodySchema } from './common';
import { ORDER_REFUSAL_CODES } from './orders-api';
import { RATING_ERROR_CODES } from './ratings';
import { SIGN_IN_ERROR_CODES } from './sign-in';

/** Every code a backend may answer, each kept by the contract of the screens that meet it. */
const EVERY_CODE = [
  ERROR_CODES,
  ORDER_REFUSAL_CODES,
  RATING_ERROR_CODES,
  SIGN_IN_ERROR_CODES,
].flatMap((codes) => Object.values(codes));

describe('ErrorBodySchema', () => {
  it('reads each code of the contract as itself', () => {
    for (const code of EVERY_CODE) {
      expect(v.parse(ErrorBodySchema, { message: 'refused', code })).toEqual({
        message: 'refused',
        code,
      });
    }
  });

  it('keeps a code no screen knows (a newer backend’s), which then means nothing to any', () => {
    expect(v.parse(ErrorBodySchema, { message: 'refused', code: 'from-a-newer-backend' })).toEqual({
      message: 'refused',
      code: 'from-a-newer-backend',
    });
    expect(EVERY_CODE).not.toContain('from-a-newer-backend');
  });

  it('reads a malformed code, or none, as no code, keeping the message', () => {
    expect(v.parse(ErrorBodySchema, { message: 'refused', code: 42 })).toEqual({
      message: 'refused',
      code: undefined,
    });
    expect(v.parse(ErrorBodySchema, { message: 'refused' })).toEqual({ message: 'refused' });
  });

  it('names each code once across the contract', () => {
    expect(new Set(EVERY_CODE).size).toBe(EVERY_CODE.length);
  });
});
