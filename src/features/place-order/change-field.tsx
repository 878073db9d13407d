import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { changeQuickPicks } from '@pizza-order-app/contract/cash-change';
import { editGroupedDigits } from '../../shared/lib/grouped-digits';
import { useFormatPrice } from '../../shared/lib/use-format-price';
// Directly, not through the barrel: the menu's first load has no form fields.
import { Field } from '../../shared/ui/field';
import { RadioChoice } from '../../shared/ui/radio-choice';
import { EXACT_CHANGE } from './checkout-draft';
import { $checkoutErrors, $checkoutForm, checkoutFieldChanged } from './form-model';

/**
 * Paying cash: the sum the courier prepares change from. Quick picks (the total rounded up to
 * the next 10 000, 50 000 and 100 000, cash-change.ts) fill in the sum, or it is typed; or
 * "without change". Kept in the checkout draft, checked against the total when the order is
 * placed.
 */
export function ChangeField({ total }: { readonly total: number }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [form, errors, change] = useUnit([$checkoutForm, $checkoutErrors, checkoutFieldChanged]);
  const picks = changeQuickPicks(total).map(String);
  const typedDigits = form.changeFrom.replace(/\D/g, '');
  const pick =
    form.changeFrom === EXACT_CHANGE ? EXACT_CHANGE : picks.find((p) => p === typedDigits);
  const error = errors.changeFrom;
  const set = (value: string) => change({ field: 'changeFrom', value });
  return (
    <div className="change-field">
      <RadioChoice
        label={t('checkout.change.title')}
        value={pick ?? null}
        required={false}
        options={[
          ...picks.map((amount) => ({ value: amount, label: formatPrice(Number(amount)) })),
          { value: EXACT_CHANGE, label: t('checkout.change.exact') },
        ]}
        onChange={(value) => set(value ?? '')}
      />
      <Field
        label={t('checkout.change.amount')}
        hint={t('checkout.change.hint', { total: formatPrice(total) })}
        error={error && t(error, { total: formatPrice(total) })}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            // Grouped as sums are written, a quick pick's too; the text and caret are set here,
            // before React renders the same value, so the caret stays where the customer types.
            value={
              form.changeFrom === EXACT_CHANGE ? '' : editGroupedDigits(form.changeFrom, 0).value
            }
            onChange={(event) => {
              const input = event.currentTarget;
              const edit = editGroupedDigits(input.value, input.selectionEnd ?? input.value.length);
              input.value = edit.value;
              input.setSelectionRange(edit.caret, edit.caret);
              set(edit.value);
            }}
          />
        )}
      </Field>
    </div>
  );
}
