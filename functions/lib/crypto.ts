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

/** Compares two hex strings without leaking where they differ. */
export const hexEqual = (a: string, b: string) => {
  const left = encoder.encode(a.toLowerCase());
  const right = encoder.encode(b.toLowerCase());
  return left.byteLength === right.byteLength && crypto.subtle.timingSafeEqual(left, right);
};
