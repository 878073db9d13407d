import { describe, expect, it } from 'vitest';
import { referenceBackend } from '../../functions/reference-backend/app';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import { hrBearer, mainBearer, newWebCustomer, testEnv } from './support';

// Valid credentials for each API, so the request reaches the body's validation.
const CALLS: [string, string, () => Promise<Record<string, string>>][] = [
  [
    'POST',
    '/api/delivery/Create',
    async () => ({ Authorization: await mainBearer(newWebCustomer()) }),
  ],
  ['POST', '/api/applications', async () => ({ Authorization: await hrBearer() })],
  [
    'PUT',
    '/api/tg_basket',
    async () => (await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, 42)).headers,
  ],
];

describe('reference backend protocol', () => {
  it.each(CALLS)(
    'answers malformed JSON to %s %s with 400 and a JSON message',
    async (method, path, credentials) => {
      const response = await referenceBackend.fetch(
        new Request(`http://localhost${path}`, {
          method,
          body: '{not json',
          headers: { ...(await credentials()), 'Content-Type': 'application/json' },
        }),
        testEnv,
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const { message } = await response.json<{ message?: unknown }>();
      expect(message).toEqual(expect.stringMatching(/json/i));
    },
  );
});
