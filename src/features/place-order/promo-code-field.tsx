import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { PROMO_CODE_LIMITS, type PriceQuote } from '@pizza-order-app/contract/orders-api';
import { Button } from '../../shared/ui';
// Directly, not through the barrel: the menu's first load has no form fields.
import { Field } from '../../shared/ui/field';
import { useFocusKept } from '../../shared/ui/focus-into-view';
import {
  $appliedPromoCode,
  $isCheckingPromoCode,
  $promoCodeError,
  $promoCodeText,
  PROMO_CODE_REFUSALS,
  PromoCodeGate,
  promoCodeRemoved,
  promoCodeSubmitted,
  promoCodeTyped,
} from './offers-model';
import './promo-code-field.css';

interface PromoCodeFieldProps {
  /** The restaurant whose menu the cart is priced by. */
  readonly restaurantId: number;
  /** What the price on screen says of the code taken: it may have ended since. */
  readonly quoted: PriceQuote['promoCode'];
}

/**
 * A promo code for the order: checked by the backend when applied, kept in the checkout draft,
 * sent with the order. A code that ends while the customer is choosing says so here; one carried
 * from a promotion's page is applied on arrival.
 */
export function PromoCodeField({ restaurantId, quoted }: PromoCodeFieldProps) {
  const { t } = useTranslation();
  const [applied, text, error, checking] = useUnit([
    $appliedPromoCode,
    $promoCodeText,
    $promoCodeError,
    $isCheckingPromoCode,
  ]);
  const [type, submit, remove] = useUnit([promoCodeTyped, promoCodeSubmitted, promoCodeRemoved]);
  // A code carried from a promotion is applied here, as if typed.
  useGate(PromoCodeGate, { restaurantId });
  // Applied, the form gives way to the code and its "Remove"; removed, the field comes back: the
  // focus goes with them.
  const area = useFocusKept<HTMLDivElement & HTMLFormElement>(applied);

  if (applied) {
    const refused =
      quoted?.code === applied && quoted.status !== 'applied'
        ? PROMO_CODE_REFUSALS[quoted.status]
        : null;
    return (
      <div ref={area} className="promo-code promo-code--applied">
        <p className="promo-code__status" role={refused ? 'alert' : 'status'}>
          {t(refused ? 'offers.promo-code.refused' : 'offers.promo-code.applied', {
            code: applied,
          })}
          {refused ? (
            <span className="field__error">{t(refused)}</span>
          ) : (
            <span className="field__hint">{t('offers.promo-code.not-combined')}</span>
          )}
        </p>
        <Button variant="ghost" onClick={remove}>
          {t('offers.promo-code.remove')}
        </Button>
      </div>
    );
  }
  return (
    <form
      ref={area}
      className="promo-code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit({ restaurantId });
      }}
    >
      <Field label={t('offers.promo-code.label')} error={error ? t(error) : undefined}>
        {(control) => (
          <input
            {...control}
            value={text}
            onChange={(event) => type(event.target.value)}
            maxLength={PROMO_CODE_LIMITS.max}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" busy={checking} className="promo-code__apply">
        {t('offers.promo-code.apply')}
      </Button>
    </form>
  );
}
