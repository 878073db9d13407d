import * as v from 'valibot';
import { ApplicationSchema, type Application } from '@pizza-order-app/contract/hr-api';
import { fieldErrors, type IssueKeys } from '../../shared/lib/field-errors';
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

const TOO_LONG = 'form.error.too-long';
const HIDDEN_CHARACTERS = 'form.error.hidden-characters';
const TEXT: IssueKeys = { invisible: HIDDEN_CHARACTERS, other: TOO_LONG };

/** What the form says for each issue of the contract's rules, by field. */
const ISSUE_KEYS: Readonly<Record<ApplicationField, IssueKeys>> = {
  name: { tooLong: TOO_LONG, invisible: HIDDEN_CHARACTERS, other: 'form.error.name' },
  phone: { other: 'form.error.phone' },
  birthDate: {
    notADate: 'form.error.no-such-date',
    age: 'form.error.age',
    other: 'form.error.birth-date',
  },
  vacancyId: { other: 'form.error.vacancy' },
  restaurantId: { other: 'form.error.vacancy' },
  experience: TEXT,
  message: TEXT,
};

/**
 * Checks a draft by the HR API's own schema (the age on the device's today); either the
 * application the HR API takes or the errors to show per field.
 */
export const validateApplication = (
  draft: ApplicationDraft,
):
  | { application: Application; errors?: never }
  | { application?: never; errors: ApplicationErrors } => {
  const checked = v.safeParse(ApplicationSchema, {
    name: draft.name,
    // The form takes the number as people write it; the contract, as the API takes it.
    phone: normalizeUzPhone(draft.phone) ?? draft.phone,
    birthDate: draft.birthDate,
    vacancyId: Number(draft.vacancyId),
    restaurantId: Number(draft.restaurantId) || null,
    experience: draft.experience,
    message: draft.message,
  });
  return checked.success
    ? { application: checked.output }
    : { errors: fieldErrors(checked.issues, ISSUE_KEYS) };
};
