/**
 * The ranges every backend of the contract accepts and the app keeps to: one set of numbers, read
 * by the request schemas, the reference backend and the app's own checks. Plain values and pure
 * functions only, so the cart (on every page) can read them without pulling in the schemas.
 */

/** Bytes of one request body: the largest valid order or application is a small part of it. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

export const ORDER_LIMITS = {
  /** Portions of one dish in one line: a cart line, an order line, a messenger basket item. */
  lineAmount: { min: 1, max: 50 },
  /** Lines in one order, and so in the cart or messenger basket that becomes it. */
  lines: 30,
  /** Entries in one line's modifier list; the menu's `maxOneDish` bounds their sum per modifier. */
  modifiersPerLine: 10,
  /** One modifier entry's count; no dish on any menu takes more of one extra. */
  modifierCount: { min: 1, max: 10 },
  /** The checkout asks for at least two letters. */
  customerName: { min: 2, max: 100 },
  comment: 500,
  address: 300,
} as const;

export const APPLICATION_LIMITS = {
  name: { min: 2, max: 100 },
  experience: 1000,
  message: 2000,
  /** Whole years on the day of the application: the working age up to the chain's own bound. */
  age: { min: 16, max: 70 },
} as const;

/**
 * Whole years from a `YYYY-MM-DD` birth date to the calendar day of `today` (the caller's clock:
 * the device's on the app, the server's on the backend); NaN for text that is not such a date.
 */
export const ageOn = (birthDate: string, today: Date) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return Number.NaN;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
};

/** The one age rule of job applications, checked by the vacancy form and by the HR API. */
export const isApplicantAge = (birthDate: string, today: Date) => {
  const age = ageOn(birthDate, today);
  return age >= APPLICATION_LIMITS.age.min && age <= APPLICATION_LIMITS.age.max;
};
