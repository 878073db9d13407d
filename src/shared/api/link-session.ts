import { linkCall, linkEndCall } from '@pizza-order-app/contract/bot-link';
import { ApiError } from './api-error';
import { callEdge } from './edge-call';

/** A link is opened once; a visitor is not kept waiting long on its check. */
const LINK_CHECK_TIMEOUT_MS = 5_000;

/** An answer of `POST /api/link` that is not the one asked for is out of contract, as any other. */
const outOfContract = () => new ApiError('schema', 200);

/**
 * `POST /api/link`: the edge verifies a bot link's signature and, when it holds and the link is
 * unused, answers whom it would sign this browser in as; nothing starts yet. Fails with the
 * edge's code otherwise.
 */
export const askLinkSession = async (search: string) => {
  const answer = await callEdge(linkCall, {
    body: { search },
    timeoutMs: LINK_CHECK_TIMEOUT_MS,
  });
  if ('asks' in answer) return answer;
  throw outOfContract();
};

/**
 * `POST /api/link` with `confirm`, once the visitor said the link's user is them: the edge starts
 * the link session (its cookie comes with the answer) and spends the link.
 */
export const startLinkSession = async (search: string) => {
  const answer = await callEdge(linkCall, {
    body: { search, confirm: true },
    timeoutMs: LINK_CHECK_TIMEOUT_MS,
  });
  if ('tgId' in answer) return answer;
  throw outOfContract();
};

/** `POST /api/link/end`: the edge expires the link session cookie. */
export const endLinkSession = () =>
  callEdge(linkEndCall, { body: {}, timeoutMs: LINK_CHECK_TIMEOUT_MS });
