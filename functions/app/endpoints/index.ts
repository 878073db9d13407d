import { Hono } from 'hono';
import { linkCall, linkEndCall } from '@pizza-order-app/contract/bot-link';
import { hrTokenCall, mainTokenCall } from '@pizza-order-app/contract/common';
import { webSessionCall } from '@pizza-order-app/contract/orders-api';
import { messengerHeadersCall } from '@pizza-order-app/contract/messenger-api';
import { orderEventCall } from '@pizza-order-app/contract/order-events';
import {
  signInCodeCall,
  signInVerifyCall,
  signOutCall,
  telegramLoginCall,
  telegramLoginCheckCall,
} from '@pizza-order-app/contract/sign-in';
import { telegramInvoiceCall } from '@pizza-order-app/contract/telegram-payments';
import { verifiedPhoneCall } from '@pizza-order-app/contract/telegram-phone';
import { telegramWebhookCall } from '@pizza-order-app/contract/telegram-webhook';
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

/**
 * The edge's own endpoints (docs/api.md), each at its call's method and path in the contract.
 * Added one by one: a chain would carry each endpoint's own context (phone's `user`) into the type.
 */
export const endpoints = new Hono<EdgeEnv>();
endpoints.on(mainTokenCall.method, mainTokenCall.path, ...issueMainToken);
endpoints.on(hrTokenCall.method, hrTokenCall.path, ...issueHrToken);
endpoints.on(messengerHeadersCall.method, messengerHeadersCall.path, ...signMessengerCalls);
endpoints.on(webSessionCall.method, webSessionCall.path, ...startWebSession);
endpoints.on(linkCall.method, linkCall.path, ...startLinkSession);
endpoints.on(linkEndCall.method, linkEndCall.path, ...endLinkSession);
endpoints.on(verifiedPhoneCall.method, verifiedPhoneCall.path, ...sharePhone);
endpoints.on(signInCodeCall.method, signInCodeCall.path, ...sendSignInCode);
endpoints.on(signInVerifyCall.method, signInVerifyCall.path, ...verifySignInCode);
endpoints.on(signOutCall.method, signOutCall.path, ...signOut);
endpoints.on(telegramLoginCall.method, telegramLoginCall.path, ...startTelegramSignIn);
endpoints.on(telegramLoginCheckCall.method, telegramLoginCheckCall.path, ...checkTelegramSignIn);
endpoints.on(telegramWebhookCall.method, telegramWebhookCall.path, ...answerTelegramUpdate);
endpoints.on(telegramInvoiceCall.method, telegramInvoiceCall.path, ...makeInvoice);
endpoints.on(orderEventCall.method, orderEventCall.path, ...tellOrderEvent);
