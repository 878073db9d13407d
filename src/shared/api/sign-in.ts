import type { Language } from '@pizza-order-app/contract/config/languages';
import {
  SignedInSchema,
  SignedOutSchema,
  SignInCodeSentSchema,
  TelegramLoginCheckSchema,
  TelegramLoginStartedSchema,
  type SignOutRequest,
} from '@pizza-order-app/contract/sign-in';
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

/**
 * `POST /api/auth/telegram`: a sign-in through the chain's bot, bound to this browser (its
 * HttpOnly cookie comes with the answer): the bot link to open, and the token to ask about.
 */
export const startTelegramLogin = () =>
  requestJson({
    url: '/api/auth/telegram',
    method: 'POST',
    body: {},
    response: TelegramLoginStartedSchema,
    timeoutMs: SIGN_IN_TIMEOUT_MS,
  });

/** A check of the sign-in is asked again soon: one that hangs is given up quickly. */
const TELEGRAM_LOGIN_CHECK_TIMEOUT_MS = 8_000;

/**
 * `POST /api/auth/telegram/status`: still waiting for the bot's «Войти», or signed in (the session
 * cookie comes with the answer, and a main API token naming the phone's customer).
 */
export const checkTelegramLogin = (token: string) =>
  requestJson({
    url: '/api/auth/telegram/status',
    method: 'POST',
    body: { token },
    response: TelegramLoginCheckSchema,
    timeoutMs: TELEGRAM_LOGIN_CHECK_TIMEOUT_MS,
  });
