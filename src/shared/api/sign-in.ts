import type { Language } from '@pizza-order-app/contract/config/languages';
import {
  signInCodeCall,
  signInVerifyCall,
  signOutCall,
  telegramLoginCall,
  telegramLoginCheckCall,
  type SignOutRequest,
} from '@pizza-order-app/contract/sign-in';
import { callEdge } from './edge-call';

const SIGN_IN_TIMEOUT_MS = 15_000;

/** `POST /api/auth/code`: the edge sends a one-time code to the phone, in the language given. */
export const requestSignInCode = (phone: string, language: Language) =>
  callEdge(signInCodeCall, { body: { phone, language }, timeoutMs: SIGN_IN_TIMEOUT_MS });

/**
 * `POST /api/auth/verify`: with the right code the edge signs this browser in (its HttpOnly
 * cookie comes with the answer) and answers a main API token naming the phone's customer.
 */
export const verifySignInCode = (phone: string, code: string) =>
  callEdge(signInVerifyCall, { body: { phone, code }, timeoutMs: SIGN_IN_TIMEOUT_MS });

/**
 * `POST /api/auth/signout`: the edge ends this browser's session (cookie and server side), or
 * every session signed in with its phone.
 */
export const signOut = (request: SignOutRequest) =>
  callEdge(signOutCall, { body: request, timeoutMs: SIGN_IN_TIMEOUT_MS });

/**
 * `POST /api/auth/telegram`: a sign-in through the chain's bot, bound to this browser (its
 * HttpOnly cookie comes with the answer): the bot link to open, and the token to ask about.
 */
export const startTelegramLogin = () =>
  callEdge(telegramLoginCall, { body: {}, timeoutMs: SIGN_IN_TIMEOUT_MS });

/** A check of the sign-in is asked again soon: one that hangs is given up quickly. */
const TELEGRAM_LOGIN_CHECK_TIMEOUT_MS = 8_000;

/**
 * `POST /api/auth/telegram/status`: still waiting for the bot's «Войти», or signed in (the session
 * cookie comes with the answer, and a main API token naming the phone's customer).
 */
export const checkTelegramLogin = (token: string) =>
  callEdge(telegramLoginCheckCall, { body: { token }, timeoutMs: TELEGRAM_LOGIN_CHECK_TIMEOUT_MS });
