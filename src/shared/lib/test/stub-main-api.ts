import { vi } from 'vitest';

/**
 * `fetch` as the main API answers the app's own client: a token for `/api/token`, and `answer`'s
 * response for any other path.
 */
export const stubMainApi = (answer: (pathname: string) => Response) =>
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const { pathname } = new URL(input, 'http://localhost');
      return Promise.resolve(
        pathname === '/api/token'
          ? Response.json({ token: 'token', expiresAt: Date.now() + 900_000 })
          : answer(pathname),
      );
    }),
  );
