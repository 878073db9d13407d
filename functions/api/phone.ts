import * as v from 'valibot';
import {
  VerifiedPhoneRequestSchema,
  type VerifiedPhone,
} from '@pizza-order-app/contract/telegram-phone';
import { PHONE_PATTERN } from '@pizza-order-app/contract/common';
import { initDataMaxAgeSeconds, type Env } from '../lib/env';
import { jsonError, jsonResponse, methodNotAllowed, telegramSessionRefused } from '../lib/http';
import { signPhoneProof } from '../lib/phone-proof';
import { initDataFromRequest, verifyContact, verifyInitData } from '../lib/telegram-init-data';
import { recordVerifiedPhone } from '../lib/verified-phones';

/** A shared contact older than this is not taken: the client returns it right after the tap. */
const CONTACT_MAX_AGE_SECONDS = 10 * 60;

/**
 * POST /api/phone with `Authorization: tma <initData>` and `{ contact }`, the signed contact the
 * client returned when the user shared their number → { phone, proof }: the phone is the verified
 * user's own, and the order may say so; the edge keeps it, so the user's bearer names the phone's
 * customer (docs/api.md). A contact of another user is 403, a forged or stale one 400.
 */
export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const initData = initDataFromRequest(request);
  if (initData === null) return telegramSessionRefused('Telegram init data is required');
  const launch = await verifyInitData(initData, env.TELEGRAM_BOT_TOKEN, initDataMaxAgeSeconds(env));
  if (!launch.ok) return telegramSessionRefused(launch.reason);

  const body = v.safeParse(VerifiedPhoneRequestSchema, await request.json().catch(() => null));
  if (!body.success) return jsonError(400, 'A shared contact is required');
  const contact = await verifyContact(
    body.output.contact,
    env.TELEGRAM_BOT_TOKEN,
    CONTACT_MAX_AGE_SECONDS,
  );
  if (!contact.ok) return jsonError(400, contact.reason);
  if (contact.userId !== launch.user.id)
    return jsonError(403, 'The contact is not the Telegram user’s own');
  // A phone the sign-in takes: from now on this Telegram user is that phone's customer.
  if (PHONE_PATTERN.test(contact.phone))
    await recordVerifiedPhone(env.DB, launch.user.id, contact.phone);
  const answer: VerifiedPhone = {
    phone: contact.phone,
    proof: await signPhoneProof(env.MESSENGER_API_SECRET, launch.user.id, contact.phone),
  };
  return jsonResponse(answer);
};

export const onRequest = methodNotAllowed('POST');
