import * as v from 'valibot';
import { fieldIssueOf, type FieldIssue } from '@pizza-order-app/contract/field-issues';

/**
 * A form's translation keys for the issues of one field: one per FIELD_ISSUES entry the field can
 * have, and `other` for an issue no field rule names (a vacancy not chosen, a wrong type).
 */
export type IssueKeys = Partial<Record<FieldIssue, string>> & { readonly other: string };

/**
 * The translation key of each field's first issue, as the contract's schema found them: the form
 * says what the backend would refuse, in the visitor's language, from the same rule.
 */
export const fieldErrors = <Field extends string>(
  issues: readonly v.BaseIssue<unknown>[],
  keys: Readonly<Record<Field, IssueKeys>>,
): Partial<Record<Field, string>> => {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field !== 'string' || !Object.hasOwn(keys, field)) continue;
    const table = keys[field as Field];
    if (errors[field as Field] !== undefined) continue;
    const known = fieldIssueOf(issue);
    errors[field as Field] = (known && table[known]) ?? table.other;
  }
  return errors;
};
