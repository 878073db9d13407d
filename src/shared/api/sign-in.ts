import type { Language } from '../config/languages';
import {
  SignedInSchema,
  SignedOutSchema,
  SignInCodeSentSchema,
  type SignOutRequest,
} from '../contract/sign-in';
import { requestJson } from './request-json';

const SIGN_IN_TIMEOUT_MS = 15_000;

/** `POST /api/auth/code`: the edge sends a one-time code to the phone, in the language given. */
export const requestSignInCode = (phone: string, language: Language) =>
  requestJson({
    url: '/api/auth/code',
    method: 'POST',
    body: { phone, language },
    response: SignInCodeSentSchema,
    timeoutMs: SIGN_IN_TIMEOUT_MS,
  });

/**
 * `POST /api/auth/verify`: with the right code the edge signs this browser in (its HttpOnly
 * cookie comes with the answer) and answers a main API token naming the phone's customer.
 */
export const verifySignInCode = (phone: string, code: string) =>
  requestJson({
    url: '/api/auth/verify',
    method: 'POST',
    body: { phone, code },
    response: SignedInSchema,
    timeoutMs: SIGN_IN_TIMEOUT_MS,
  });

/**
 * `POST /api/auth/signout`: the edge ends this browser's session (cookie and server side), or
 * every session signed in with its phone.
 */
export const signOut = (request: SignOutRequest) =>
  requestJson({
    url: '/api/auth/signout',
    method: 'POST',
    body: request,
    response: SignedOutSchema,
    timeoutMs: SIGN_IN_TIMEOUT_MS,
  });
