/**
 * The messages of typed fields' issues, apart from the text rules themselves (fields.ts): the
 * phone's check is part of every first load (common.ts), the text rules only of the forms.
 */
/**
 * What can be wrong with a typed field: each is the message of the schema's issue, so the backend
 * names it in its 400 and the app finds the issue's translation by it (`fieldIssueOf`).
 */
export const FIELD_ISSUES = {
  /** Nothing given where the field is required. */
  missing: 'is required',
  /** Fewer visible characters than the field's minimum (an empty field included). */
  tooShort: 'has too few visible characters',
  tooLong: 'is too long',
  /** Control characters (a newline in a one-line field), bidi overrides, zero-width characters. */
  invisible: 'must not contain control, bidi or zero-width characters',
  /** Not `YYYY-MM-DD`, or a day no calendar has (2000-02-31). */
  notADate: 'must be a date that exists, as YYYY-MM-DD',
  /** A birth date outside APPLICATION_LIMITS.age on the day of the application. */
  age: 'is outside the ages the chain hires at',
  phone: 'must be +998 and nine digits',
} as const;
export type FieldIssue = keyof typeof FIELD_ISSUES;

/** Which of FIELD_ISSUES a schema issue is; undefined for another (a wrong type, a custom rule). */
export const fieldIssueOf = (issue: { readonly message: string }) =>
  (Object.keys(FIELD_ISSUES) as FieldIssue[]).find((key) => FIELD_ISSUES[key] === issue.message);
