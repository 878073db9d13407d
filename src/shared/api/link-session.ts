import { LinkSessionSchema } from '../contract/bot-link';
import { requestJson } from './request-json';

/** A link is opened once; a visitor is not kept waiting long on its check. */
const LINK_CHECK_TIMEOUT_MS = 5_000;

/**
 * `POST /api/link`: the edge verifies a bot link's signature and, when it holds, starts the link
 * session (its cookie comes with the answer). Fails with the edge's reason otherwise.
 */
export const startLinkSession = (search: string) =>
  requestJson({
    url: '/api/link',
    method: 'POST',
    body: { search },
    response: LinkSessionSchema,
    timeoutMs: LINK_CHECK_TIMEOUT_MS,
  });
