import * as v from 'valibot';
import type { Application } from '../../shared/contract/hr-api';
import { APPLICATION_LIMITS, isApplicantAge } from '../../shared/contract/hr-api';
import { normalizeUzPhone } from '../../shared/lib/phone';

/** What the visitor types; everything is text until it is checked. */
export const ApplicationDraftSchema = v.object({
  name: v.string(),
  phone: v.string(),
  birthDate: v.string(),
  vacancyId: v.string(),
  restaurantId: v.string(),
  experience: v.string(),
  message: v.string(),
});
export type ApplicationDraft = Readonly<v.InferOutput<typeof ApplicationDraftSchema>>;

export type ApplicationField = keyof ApplicationDraft;

export const EMPTY_DRAFT: ApplicationDraft = {
  name: '',
  phone: '',
  birthDate: '',
  vacancyId: '',
  restaurantId: '',
  experience: '',
  message: '',
};

/** Field → translation key of what is wrong with it. */
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** Checks a draft; either the application the HR API takes or the errors to show per field. */
export const validateApplication = (
  draft: ApplicationDraft,
  today = new Date(),
):
  | { application: Application; errors?: never }
  | { application?: never; errors: ApplicationErrors } => {
  const errors: ApplicationErrors = {};
  const name = draft.name.trim();
  if (name.length < APPLICATION_LIMITS.name.min) errors.name = 'form.error.name';
  else if (name.length > APPLICATION_LIMITS.name.max) errors.name = 'form.error.too-long';
  const phone = normalizeUzPhone(draft.phone);
  if (!phone) errors.phone = 'form.error.phone';
  const birth = /^\d{4}-\d{2}-\d{2}$/.test(draft.birthDate)
    ? new Date(`${draft.birthDate}T00:00:00`)
    : null;
  if (!birth || Number.isNaN(birth.getTime())) errors.birthDate = 'form.error.birth-date';
  else if (!isApplicantAge(draft.birthDate, today)) errors.birthDate = 'form.error.age';
  const vacancyId = Number(draft.vacancyId);
  if (!Number.isInteger(vacancyId) || vacancyId <= 0) errors.vacancyId = 'form.error.vacancy';
  if (draft.experience.length > APPLICATION_LIMITS.experience)
    errors.experience = 'form.error.too-long';
  if (draft.message.length > APPLICATION_LIMITS.message) errors.message = 'form.error.too-long';
  if (Object.keys(errors).length > 0 || !phone) return { errors };
  return {
    application: {
      name,
      phone,
      birthDate: draft.birthDate,
      vacancyId,
      restaurantId: Number(draft.restaurantId) || null,
      experience: draft.experience.trim(),
      message: draft.message.trim(),
    },
  };
};
