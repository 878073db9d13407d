import { linkCall } from '@pizza-order-app/contract/bot-link';
import { LINK_ALREADY_USED, LINK_SESSION_REFUSED } from '@pizza-order-app/contract/common';
import { verifyBotLink } from '../../lib/bot-link';
import { sessionSecrets } from '../../lib/env';
import { jsonResponse } from '../../lib/http';
import { consumeNonce, isNonceUsed } from '../../lib/link-nonces';
import { linkSessionCookie } from '../../lib/link-session';
import { verifiedPhoneOf } from '../../lib/verified-phones';
import { edge } from '../context';
import { jsonBody } from '../middleware';

const alreadyUsed = () =>
  jsonResponse(
    {
      message: 'This link was already used; open a fresh one from the bot',
      code: LINK_ALREADY_USED,
    },
    410,
  );

/**
 * POST /api/link with `{ search, confirm? }`, the query of a bot link as it was opened. A link
 * can be anybody's (forwarded by a stranger who named themselves after the chain), so nothing
 * starts unasked: without `confirm` the answer is the question, `{ asks: { name?, phoneEnding? } }`
 * (whom the link signs in as: the name the bot signed, the last four digits of the phone that
 * Telegram user shared), and no cookie; with it, `{ tgId, expiresAt, name? }` and the link
 * session cookie. Refused, with nothing of the link's user in the answer, when the bot did not
 * sign it or it expired (401 `link-session-refused`: the visitor goes on as a web visitor) or it
 * already started a session (410 `link-already-used`).
 */
export const startLinkSession = edge.createHandlers(
  jsonBody(linkCall.body, 'Send the link query as { "search": "…" }'),
  async ({ env, req }) => {
    const body = req.valid('json');
    const check = await verifyBotLink(body.search, env.BOT_LINK_SECRET);
    if (!check.ok) return jsonResponse({ message: check.reason, code: LINK_SESSION_REFUSED }, 401);
    // Asked first, so nobody confirms a switch to a link that would then be refused anyway.
    if (await isNonceUsed(env.DB, check.nonce)) return alreadyUsed();
    const name = check.firstName ? { name: check.firstName } : {};
    if (!body.confirm) {
      const phone = await verifiedPhoneOf(env.DB, check.tgId);
      return jsonResponse(
        { asks: { ...name, ...(phone ? { phoneEnding: phone.slice(-4) } : {}) } },
        200,
      );
    }
    // Only now is the link spent: a refusal or an unanswered question leaves it usable.
    if (!(await consumeNonce(env.DB, check.nonce, check.expires))) return alreadyUsed();
    const cookie = await linkSessionCookie(
      { tgId: check.tgId, expires: check.expires },
      sessionSecrets(env),
    );
    return jsonResponse({ tgId: check.tgId, expiresAt: cookie.expiresAt, ...name }, 200, {
      'Set-Cookie': cookie.header,
    });
  },
);
