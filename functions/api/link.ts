import * as v from 'valibot';
import { LinkRequestSchema } from '../../src/shared/contract/bot-link';
import { LINK_SESSION_REFUSED } from '../../src/shared/contract/common';
import { verifyBotLink } from '../lib/bot-link';
import { sessionSecrets, type Env } from '../lib/env';
import { jsonError, jsonResponse, methodNotAllowed } from '../lib/http';
import { linkSessionCookie } from '../lib/link-session';

/**
 * POST /api/link with `{ search }`, the query of a bot link as it was opened → `{ tgId, expiresAt }`
 * and the link session cookie, when the bot signed the link and it has not expired; 401 with
 * `link-session-refused` and the reason otherwise (the visitor goes on as a web visitor).
 */
export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const body = v.safeParse(LinkRequestSchema, await request.json().catch(() => null));
  if (!body.success) return jsonError(400, 'Send the link query as { "search": "…" }');
  const check = await verifyBotLink(body.output.search, env.BOT_LINK_SECRET);
  if (!check.ok) return jsonResponse({ message: check.reason, code: LINK_SESSION_REFUSED }, 401);
  const cookie = await linkSessionCookie({ tgId: check.tgId }, sessionSecrets(env));
  return jsonResponse({ tgId: check.tgId, expiresAt: cookie.expiresAt }, 200, {
    'Set-Cookie': cookie.header,
  });
};

export const onRequest = methodNotAllowed('POST');
