import { verifiedPhoneCall, type VerifiedPhone } from '@pizza-order-app/contract/telegram-phone';
import { PHONE_PATTERN } from '@pizza-order-app/contract/common';
import { createMiddleware } from 'hono/factory';
import { initDataMaxAgeSeconds } from '../../lib/env';
import { jsonError, jsonResponse, telegramSessionRefused } from '../../lib/http';
import { signPhoneProof } from '../../lib/phone-proof';
import {
  initDataFromRequest,
  verifyContact,
  verifyInitData,
  type TelegramUser,
} from '../../lib/telegram-init-data';
import { recordVerifiedPhone } from '../../lib/verified-phones';
import { edge, type EdgeEnv } from '../context';
import { jsonBody } from '../middleware';

/** A shared contact older than this is not taken: the client returns it right after the tap. */
const CONTACT_MAX_AGE_SECONDS = 10 * 60;

/** The Telegram user who launched the app, from the request's init data; 401 without it. */
const launched = createMiddleware<EdgeEnv & { Variables: { user: TelegramUser } }>(
  async (c, next) => {
    const initData = initDataFromRequest(c.req.raw);
    if (initData === null) return telegramSessionRefused('Telegram init data is required');
    const launch = await verifyInitData(
      initData,
      c.env.TELEGRAM_BOT_TOKEN,
      initDataMaxAgeSeconds(c.env),
    );
    if (!launch.ok) return telegramSessionRefused(launch.reason);
    c.set('user', launch.user);
    return next();
  },
);

/**
 * POST /api/phone with `Authorization: tma <initData>` and `{ contact }`, the signed contact the
 * client returned when the user shared their number → { phone, proof }: the phone is the verified
 * user's own, and the order may say so; the edge keeps it, so the user's bearer names the phone's
 * customer (docs/api.md). A contact of another user is 403, a forged or stale one 400.
 */
export const sharePhone = edge.createHandlers(
  launched,
  jsonBody(verifiedPhoneCall.body, 'A shared contact is required'),
  async (c) => {
    const { env } = c;
    const user = c.get('user');
    const contact = await verifyContact(
      c.req.valid('json').contact,
      env.TELEGRAM_BOT_TOKEN,
      CONTACT_MAX_AGE_SECONDS,
    );
    if (!contact.ok) return jsonError(400, contact.reason);
    if (contact.userId !== user.id)
      return jsonError(403, 'The contact is not the Telegram user’s own');
    // A phone the sign-in takes: from now on this Telegram user is that phone's customer.
    if (PHONE_PATTERN.test(contact.phone))
      await recordVerifiedPhone(env.DB, user.id, contact.phone);
    const answer: VerifiedPhone = {
      phone: contact.phone,
      proof: await signPhoneProof(env.MESSENGER_API_SECRET, user.id, contact.phone),
    };
    return jsonResponse(answer);
  },
);
