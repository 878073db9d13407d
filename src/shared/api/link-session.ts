import { LinkEndedSchema, LinkSessionSchema } from '../contract/bot-link';
import { requestJson } from './request-json';

/** A link is opened once; a visitor is not kept waiting long on its check. */
const LINK_CHECK_TIMEOUT_MS = 5_000;

/**
 * `POST /api/link`: the edge verifies a bot link's signature and, when it holds and the link is
 * unused, starts the link session (its cookie comes with the answer). `confirm` once the visitor
 * chose the link's user over the identity this browser has. Fails with the edge's code otherwise.
 */
export const startLinkSession = (search: string, confirm = false) =>
  requestJson({
    url: '/api/link',
    method: 'POST',
    body: confirm ? { search, confirm } : { search },
    response: LinkSessionSchema,
    timeoutMs: LINK_CHECK_TIMEOUT_MS,
  });

/** `POST /api/link/end`: the edge expires the link session cookie. */
export const endLinkSession = () =>
  requestJson({
    url: '/api/link/end',
    method: 'POST',
    body: {},
    response: LinkEndedSchema,
    timeoutMs: LINK_CHECK_TIMEOUT_MS,
  });
