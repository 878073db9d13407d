import * as v from 'valibot';
import {
  IdSchema,
  LocalizedSchema,
  PhoneSchema,
  QueryCount,
  QueryId,
  type CallDefinition,
} from './common';

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

export const ApplicationSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100)),
  phone: PhoneSchema,
  birthDate: v.pipe(v.string(), v.isoDate()),
  vacancyId: IdSchema,
  restaurantId: v.nullable(IdSchema),
  experience: v.pipe(v.string(), v.maxLength(1000)),
  message: v.pipe(v.string(), v.maxLength(2000)),
});
export type Application = v.InferOutput<typeof ApplicationSchema>;

export const applyCall = {
  method: 'POST',
  path: '/api/applications',
  body: ApplicationSchema,
  response: v.object({ id: IdSchema }),
} as const satisfies CallDefinition;
