/** What a credential endpoint hands out: something to send, and when it stops being good. */
export interface Credential<T> {
  readonly value: T;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

/** Refresh this long before a credential expires, so no request leaves with a dying one. */
export const REFRESH_MARGIN_MS = 30_000;

/**
 * Keeps one credential until shortly before it expires. Concurrent callers share one request,
 * so twenty calls at once still fetch the credential once.
 */
export const createCredentialCache = <T>(
  fetchCredential: () => Promise<Credential<T>>,
  now = () => Date.now(),
) => {
  let current: Credential<T> | undefined;
  let pending: Promise<Credential<T>> | undefined;

  const get = async (): Promise<T> => {
    if (current && current.expiresAt - REFRESH_MARGIN_MS > now()) return current.value;
    pending ??= fetchCredential().then(
      (credential) => {
        current = credential;
        pending = undefined;
        return credential;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return (await pending).value;
  };

  /** Forget the credential (the server refused it); the next `get` fetches a fresh one. */
  const invalidate = () => {
    current = undefined;
  };

  /** Use this credential from now on (one the caller was handed by another endpoint). */
  const replace = (credential: Credential<T>) => {
    current = credential;
  };

  return { get, invalidate, replace };
};
