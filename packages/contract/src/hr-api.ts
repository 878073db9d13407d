import * as v from 'valibot';
import {
  IdSchema,
  LocalizedSchema,
  PhoneSchema,
  QueryCount,
  QueryId,
  ERROR_CODES,
  type CallDefinition,
} from './common';
import { FIELD_ISSUES } from './field-issues';
import { CalendarDateSchema, isCalendarDate, multiLineText, singleLineText } from './fields';

/** The ranges of a job application, read by the schema below, the vacancy form and the HR API. */
export const APPLICATION_LIMITS = {
  name: { min: 2, max: 100 },
  experience: 1000,
  message: 2000,
  /** Whole years on the day of the application: the working age up to the chain's own bound. */
  age: { min: 16, max: 70 },
} as const;

/**
 * Whole years from a `YYYY-MM-DD` birth date to the calendar day of `today` (the caller's clock:
 * the device's on the app, the server's on the backend); NaN for text that is not such a day.
 */
export const ageOn = (birthDate: string, today: Date) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match || !isCalendarDate(birthDate)) return Number.NaN;
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

/** A day that exists, giving an age the chain hires at on the server's (or the device's) today. */
export const BirthDateSchema = v.pipe(
  CalendarDateSchema,
  v.check((birthDate) => isApplicantAge(birthDate, new Date()), FIELD_ISSUES.age),
);

export const VacancySchema = v.object({
  id: IdSchema,
  title: LocalizedSchema,
  description: LocalizedSchema,
  city: LocalizedSchema,
  restaurantId: v.nullable(IdSchema),
  schedule: LocalizedSchema,
  /** So'm a month, before tax; the app writes the numbers and the currency in the visitor's language. */
  salary: v.object({
    from: v.pipe(v.number(), v.minValue(0)),
    to: v.pipe(v.number(), v.minValue(0)),
  }),
});
export type Vacancy = v.InferOutput<typeof VacancySchema>;

export const vacanciesCall = {
  method: 'GET',
  path: '/api/vacancies',
  query: v.object({ restaurantId: v.optional(QueryCount), city: v.optional(v.string()) }),
  response: v.object({ items: v.array(VacancySchema) }),
  refusals: [],
} as const satisfies CallDefinition;

export const vacancyCall = {
  method: 'GET',
  path: '/api/vacancies/{id}',
  query: v.object({ id: QueryId }),
  response: v.object({ item: VacancySchema }),
  refusals: [],
} as const satisfies CallDefinition;

/** A job application (request body, strict: an unknown field is refused). */
export const ApplicationSchema = v.strictObject({
  name: singleLineText(APPLICATION_LIMITS.name),
  phone: PhoneSchema,
  birthDate: BirthDateSchema,
  vacancyId: IdSchema,
  /** null: any restaurant. */
  restaurantId: v.nullable(IdSchema),
  experience: multiLineText({ max: APPLICATION_LIMITS.experience }),
  message: multiLineText({ max: APPLICATION_LIMITS.message }),
});
export type Application = v.InferOutput<typeof ApplicationSchema>;

export const applyCall = {
  method: 'POST',
  path: '/api/applications',
  body: ApplicationSchema,
  response: v.object({ id: IdSchema }),
  refusals: [ERROR_CODES.rateLimited],
} as const satisfies CallDefinition;
