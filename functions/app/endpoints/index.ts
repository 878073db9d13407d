import { Hono } from 'hono';
import { ORDER_EVENTS_PATH } from '@pizza-order-app/contract/order-events';
import { TELEGRAM_INVOICE_PATH } from '@pizza-order-app/contract/telegram-payments';
import { WEBHOOK_PATH } from '@pizza-order-app/contract/telegram-webhook';
import type { EdgeEnv } from '../context';
import { sendSignInCode } from './auth/code';
import { signOut } from './auth/signout';
import { startTelegramSignIn } from './auth/telegram';
import { checkTelegramSignIn } from './auth/telegram/status';
import { verifySignInCode } from './auth/verify';
import { signMessengerCalls } from './hash';
import { issueHrToken } from './hr-token';
import { startLinkSession } from './link';
import { endLinkSession } from './link/end';
import { sharePhone } from './phone';
import { startWebSession } from './session';
import { makeInvoice } from './telegram/invoice';
import { tellOrderEvent } from './telegram/order-status';
import { answerTelegramUpdate } from './telegram/webhook';
import { issueMainToken } from './token';

/** The edge's own endpoints (docs/api.md), each where the app or a server calls it. */
export const endpoints = new Hono<EdgeEnv>()
  .get('/api/token', ...issueMainToken)
  .get('/api/hr_token', ...issueHrToken)
  .get('/api/hash', ...signMessengerCalls)
  .post('/api/session', ...startWebSession)
  .post('/api/link', ...startLinkSession)
  .post('/api/link/end', ...endLinkSession)
  .post('/api/phone', ...sharePhone)
  .post('/api/auth/code', ...sendSignInCode)
  .post('/api/auth/verify', ...verifySignInCode)
  .post('/api/auth/signout', ...signOut)
  .post('/api/auth/telegram', ...startTelegramSignIn)
  .post('/api/auth/telegram/status', ...checkTelegramSignIn)
  .post(WEBHOOK_PATH, ...answerTelegramUpdate)
  .post(TELEGRAM_INVOICE_PATH, ...makeInvoice)
  .post(ORDER_EVENTS_PATH, ...tellOrderEvent);
