import {
  LinkEndedSchema,
  LinkQuestionSchema,
  LinkSessionSchema,
} from '@pizza-order-app/contract/bot-link';
import { requestJson } from './request-json';

/** A link is opened once; a visitor is not kept waiting long on its check. */
const LINK_CHECK_TIMEOUT_MS = 5_000;

/**
 * `POST /api/link`: the edge verifies a bot link's signature and, when it holds and the link is
 * unused, answers whom it would sign this browser in as; nothing starts yet. Fails with the
 * edge's code otherwise.
 */
export const askLinkSession = (search: string) =>
  requestJson({
    url: '/api/link',
    method: 'POST',
    body: { search },
    response: LinkQuestionSchema,
    timeoutMs: LINK_CHECK_TIMEOUT_MS,
  });

/**
 * `POST /api/link` with `confirm`, once the visitor said the link's user is them: the edge starts
 * the link session (its cookie comes with the answer) and spends the link.
 */
export const startLinkSession = (search: string) =>
  requestJson({
    url: '/api/link',
    method: 'POST',
    body: { search, confirm: true },
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
