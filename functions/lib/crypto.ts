const encoder = new TextEncoder();

const hmacKey = (secret: BufferSource) =>
  crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);

export const hmacSha256 = async (secret: BufferSource | string, data: string) =>
  new Uint8Array(
    await crypto.subtle.sign(
      'HMAC',
      await hmacKey(typeof secret === 'string' ? encoder.encode(secret) : secret),
      encoder.encode(data),
    ),
  );

export const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Compares two secrets without leaking where they differ. */
export const secretEqual = (a: string, b: string) => {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  return left.byteLength === right.byteLength && crypto.subtle.timingSafeEqual(left, right);
};

/** Compares two hex strings (of any case) without leaking where they differ. */
export const hexEqual = (a: string, b: string) => secretEqual(a.toLowerCase(), b.toLowerCase());

/** What `randomToken` makes. */
export const RANDOM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** 128 random bits as 22 base64url characters: a session id, a tracking key. */
export const randomToken = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A SHA-256 digest as hex: a fingerprint of a request body, not a secret. */
export const sha256Hex = async (data: string) =>
  toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(data))));
