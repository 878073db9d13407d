import { jsonResponse } from '../../../lib/http';
import { endedLinkSessionCookie } from '../../../lib/link-session';
import { edge } from '../../context';

/**
 * POST /api/link/end → `{ ended: true }` and the link session cookie expired: the visitor leaves
 * the Telegram user a bot link made them and goes on as a web visitor (their web session, if any,
 * was never touched). Answered alike with or without a session, so it tells nothing.
 */
export const endLinkSession = edge.createHandlers(() =>
  jsonResponse({ ended: true }, 200, { 'Set-Cookie': endedLinkSessionCookie() }),
);
