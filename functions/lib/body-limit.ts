import { bodyLimit } from 'hono/body-limit';
import { MAX_REQUEST_BODY_BYTES } from '@pizza-order-app/contract/limits';

/**
 * A body above the contract's limit is refused before any validator or handler reads it, whether
 * it declares its length or streams: a 1 MB field never gets parsed.
 */
export const limitedBody = bodyLimit({
  maxSize: MAX_REQUEST_BODY_BYTES,
  onError: (c) =>
    c.json({ message: `The request body is over ${MAX_REQUEST_BODY_BYTES / 1024} KB` }, 413),
});
