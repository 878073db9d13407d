import { formatUzPhone } from './phone';

/** An id with all but its last digits hidden ("••42"): enough to recognise, not to reuse. */
export const maskId = (id: number, visible: number) =>
  `${'•'.repeat(visible)}${String(id).slice(-visible)}`;

/** A phone as "+998 90 *** ** 67": the operator and the last digits, the rest hidden. */
export const maskUzPhone = (phone: string) => {
  const [country, operator, , , last] = formatUzPhone(phone).split(' ');
  return last ? `${country} ${operator} *** ** ${last}` : '***';
};

/**
 * Somebody else's phone known only by its last four digits, as "+998 ** *** 45 67": enough for its
 * owner to recognise, nothing for anybody else.
 */
export const maskUzPhoneEnding = (lastFour: string) =>
  `+998 ** *** ${lastFour.slice(0, 2)} ${lastFour.slice(2)}`;
