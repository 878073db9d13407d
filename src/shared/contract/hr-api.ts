import * as v from 'valibot';
import {
  IdSchema,
  LocalizedSchema,
  PhoneSchema,
  QueryCount,
  QueryId,
  type CallDefinition,
} from './common';
import { APPLICATION_LIMITS, isApplicantAge } from './limits';

export const VacancySchema = v.object({
  id: IdSchema,
  title: LocalizedSchema,
  description: LocalizedSchema,
  city: LocalizedSchema,
  restaurantId: v.nullable(IdSchema),
  schedule: LocalizedSchema,
  salary: v.string(),
});
export type Vacancy = v.InferOutput<typeof VacancySchema>;

export const vacanciesCall = {
  method: 'GET',
  path: '/api/vacancies',
  query: v.object({ restaurantId: v.optional(QueryCount), city: v.optional(v.string()) }),
  response: v.object({ items: v.array(VacancySchema) }),
} as const satisfies CallDefinition;

export const vacancyCall = {
  method: 'GET',
  path: '/api/vacancies/{id}',
  query: v.object({ id: QueryId }),
  response: v.object({ item: VacancySchema }),
} as const satisfies CallDefinition;

/** A job application (request body, strict: an unknown field is refused). */
export const ApplicationSchema = v.strictObject({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(APPLICATION_LIMITS.name.min),
    v.maxLength(APPLICATION_LIMITS.name.max),
  ),
  phone: PhoneSchema,
  birthDate: v.pipe(
    v.string(),
    v.isoDate(),
    v.check(
      (birthDate) => isApplicantAge(birthDate, new Date()),
      `must give an age of ${APPLICATION_LIMITS.age.min} to ${APPLICATION_LIMITS.age.max}`,
    ),
  ),
  vacancyId: IdSchema,
  /** null: any restaurant. */
  restaurantId: v.nullable(IdSchema),
  experience: v.pipe(v.string(), v.maxLength(APPLICATION_LIMITS.experience)),
  message: v.pipe(v.string(), v.maxLength(APPLICATION_LIMITS.message)),
});
export type Application = v.InferOutput<typeof ApplicationSchema>;

export const applyCall = {
  method: 'POST',
  path: '/api/applications',
  body: ApplicationSchema,
  response: v.object({ id: IdSchema }),
} as const satisfies CallDefinition;
