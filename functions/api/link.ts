import * as v from 'valibot';
import { LinkRequestSchema } from '../../src/shared/contract/bot-link';
import {
  LINK_ALREADY_USED,
  LINK_CONFIRMATION_NEEDED,
  LINK_SESSION_REFUSED,
} from '../../src/shared/contract/common';
import { verifyBotLink } from '../lib/bot-link';
import { sessionSecrets, type Env } from '../lib/env';
import { jsonError, jsonResponse, methodNotAllowed } from '../lib/http';
import { consumeNonce, isNonceUsed } from '../lib/link-nonces';
import { linkSessionCookie, readLinkSession } from '../lib/link-session';
import { readLiveWebSession } from '../lib/signed-in-sessions';

const alreadyUsed = () =>
  jsonResponse(
    {
      message: 'This link was already used; open a fresh one from the bot',
      code: LINK_ALREADY_USED,
    },
    410,
  );

/**
 * POST /api/link with `{ search, confirm? }`, the query of a bot link as it was opened →
 * `{ tgId, expiresAt, name? }` and the link session cookie, when the bot signed the link, it has
 * not expired and it never started a session before. Refused otherwise, with nothing of the
 * link's user in the answer: 401 `link-session-refused` (the visitor goes on as a web visitor),
 * 410 `link-already-used`, or 409 `link-confirmation-needed` while the browser has an identity of
 * its own (a web session, another user's link session) and `confirm` is not set.
 */
export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const body = v.safeParse(LinkRequestSchema, await request.json().catch(() => null));
  if (!body.success) return jsonError(400, 'Send the link query as { "search": "…" }');
  const check = await verifyBotLink(body.output.search, env.BOT_LINK_SECRET);
  if (!check.ok) return jsonResponse({ message: check.reason, code: LINK_SESSION_REFUSED }, 401);
  // Asked first, so nobody confirms a switch to a link that would then be refused anyway.
  if (await isNonceUsed(env.DB, check.nonce)) return alreadyUsed();
  if (!body.output.confirm) {
    const secrets = sessionSecrets(env);
    const link = await readLinkSession(request, secrets);
    const hasOwnIdentity = link
      ? link.tgId !== check.tgId
      : (await readLiveWebSession(request, secrets, env.DB)) !== null;
    if (hasOwnIdentity)
      return jsonResponse(
        {
          message: 'This browser has a session of its own; confirm to switch to the link’s',
          code: LINK_CONFIRMATION_NEEDED,
        },
        409,
      );
  }
  // Only now is the link spent: a refusal or an unanswered question leaves it usable.
  if (!(await consumeNonce(env.DB, check.nonce, check.expires))) return alreadyUsed();
  const cookie = await linkSessionCookie(
    { tgId: check.tgId, expires: check.expires },
    sessionSecrets(env),
  );
  return jsonResponse(
    {
      tgId: check.tgId,
      expiresAt: cookie.expiresAt,
      ...(check.firstName ? { name: check.firstName } : {}),
    },
    200,
    { 'Set-Cookie': cookie.header },
  );
};

export const onRequest = methodNotAllowed('POST');
