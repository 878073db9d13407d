import { useUnit } from 'effector-react';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $isSharingPhone,
  $sharedPhoneForeign,
  phoneShareRequested,
} from '../../entities/customer/lazy';
import { $deliveryType, DELIVERY_TYPES } from '../../entities/location';
import { ORDER_LIMITS } from '@pizza-order-app/contract/limits';
import { isOnlinePayment, type PaymentMethod } from '@pizza-order-app/contract/payments';
import { $isOnline } from '../../shared/lib/network/model';
import { $canRequestContact } from '../../shared/telegram/contact';
import { useFormatPrice } from '../../shared/lib/use-format-price';
import { Button, LoadFailed, Notice, PrimaryAction, Segmented, Skeleton } from '../../shared/ui';
// Directly, not through the barrel: the menu's first load has no list of choices.
import { ChoiceCard } from '../../shared/ui/choice-card';
// Directly, not through the barrel: the menu's first load has no form fields.
import { Field } from '../../shared/ui/field';
// Directly, not through the barrel: the menu's first load does not need the phone mask.
import { PhoneField } from '../../shared/ui/phone-field';
import { useFocusFirstInvalid } from '../../shared/ui/focus-into-view';
import { AS_SOON_AS_POSSIBLE, type CheckoutField } from './checkout-draft';
import { ChangeField } from './change-field';
import {
  $changeOnOffer,
  $checkoutErrors,
  $checkoutForm,
  $isPhoneVerified,
  $isPlacing,
  $placementFailure,
  $methodsOnOffer,
  $orderPlace,
  $paymentChoice,
  $paymentMethodsFailed,
  $refusedSubmits,
  $unsentOffline,
  checkoutFieldChanged,
  orderSubmitted,
  paymentMethodsRetried,
} from './model';
import { $checkoutMenu, $pricedCart, $timesOnOffer } from './checkout-menu-model';
import { $priceChanged } from './offers-model';
import { $shownQuote } from './price-quote-model';
import { $stockRefused } from './refusal-model';
import { useFormatDate } from '../../shared/lib/use-format-date';
import { useSlotWindowText } from '../../shared/lib/use-slot-window-text';

interface CheckoutFormProps {
  /** A delivery with no confirmed address: the place picker's confirmation asks for it. */
  readonly onAddressAsked: () => void;
}

/** How a method is paid, under its name: to whom, or now and online, when the kitchen starts. */
const paymentMethodHint = (t: TFunction, method: PaymentMethod, isDelivery: boolean) => {
  if (method === 'telegram') return t('payment.method-hint.telegram');
  if (isOnlinePayment(method))
    return t('payment.method-hint.web', { provider: t(`payment.method.${method}`) });
  return t(
    isDelivery ? 'payment.method-hint.courier-delivery' : 'payment.method-hint.courier-pickup',
  );
};

/** When, who, how to pay and a comment; the main action places the order. */
export function CheckoutForm({ onAddressAsked }: CheckoutFormProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const formatDate = useFormatDate();
  const slotText = useSlotWindowText();
  const [form, errors, placing, failure, unsentOffline, online, priceChanged, refusals] = useUnit([
    $checkoutForm,
    $checkoutErrors,
    $isPlacing,
    $placementFailure,
    $unsentOffline,
    $isOnline,
    $priceChanged,
    $refusedSubmits,
  ]);
  // What the model decides with: the menu's hours and the times on offer now, the lines and the
  // total the order is charged.
  const [menu, times, priced, quote] = useUnit([
    $checkoutMenu,
    $timesOnOffer,
    $pricedCart,
    $shownQuote,
  ]);
  const formRef = useFocusFirstInvalid(refusals);
  const failureRef = useRef<HTMLDivElement>(null);
  // The main action may be far from the notice (sticky at the bottom, or Telegram's own button).
  useEffect(() => {
    if (failure || unsentOffline) failureRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failure, unsentOffline]);
  const [change, submit, stockRefused, { address }, deliveryType] = useUnit([
    checkoutFieldChanged,
    orderSubmitted,
    $stockRefused,
    $orderPlace,
    $deliveryType,
  ]);
  // Delivery or pickup: the comment hint speaks of the door or of the counter.
  const isDelivery = deliveryType === DELIVERY_TYPES.delivery;
  const [paymentMethods, payment, methodsFailed, retryMethods, changeOnOffer] = useUnit([
    $methodsOnOffer,
    $paymentChoice,
    $paymentMethodsFailed,
    paymentMethodsRetried,
    $changeOnOffer,
  ]);
  const paymentErrorId = useId();
  const addressId = useId();
  const [canSharePhone, sharingPhone, phoneVerified, sharedPhoneForeign, sharePhone] = useUnit([
    $canRequestContact,
    $isSharingPhone,
    $isPhoneVerified,
    $sharedPhoneForeign,
    phoneShareRequested,
  ]);
  // The page shows the form once the menu is read.
  if (!menu || !times || !priced || !quote) return null;
  const { slots, asap: asapNow } = times;
  const asapOffered = asapNow.state !== 'too-late';
  const asap = form.when === AS_SOON_AS_POSSIBLE && asapOffered;
  const total = quote.totals.total;
  // No line can be ordered now: the main action says so instead of a total.
  const nothingToOrder = priced.orderable === 0;

  const errorOf = (field: CheckoutField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const text = (field: Exclude<CheckoutField, 'paymentMethod'>) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) =>
      change({ field, value: event.target.value }),
  });
  const place = () => submit();

  return (
    <form
      ref={formRef}
      className="form checkout-form"
      noValidate
      aria-busy={placing}
      onSubmit={(event) => {
        event.preventDefault();
        place();
      }}
    >
      {isDelivery && !address && (
        // First in the form: a refused submit focuses it before any other field to fix.
        <div className={errors.address ? 'field field--invalid' : 'field'}>
          <span id={`${addressId}-label`} className="field__label">
            {t('address.delivery-address')}
          </span>
          <span id={`${addressId}-hint`} className="field__hint">
            {t('checkout.address-hint')}
          </span>
          <Button
            variant="secondary"
            aria-invalid={Boolean(errors.address)}
            aria-describedby={`${addressId}-hint${errors.address ? ` ${addressId}-error` : ''}`}
            onClick={onAddressAsked}
          >
            {t('checkout.address-ask')}
          </Button>
          {errors.address && (
            <span id={`${addressId}-error`} className="field__error">
              {t(errors.address)}
            </span>
          )}
        </div>
      )}
      <fieldset className="form__group">
        <legend className="form__legend">{t('checkout.when')}</legend>
        <Segmented
          label={t('checkout.when')}
          value={asap ? 'asap' : 'slot'}
          options={[
            ...(asapOffered ? [{ value: 'asap', label: t('checkout.asap') }] : []),
            ...(slots.length > 0 ? [{ value: 'slot', label: t('checkout.by-time') }] : []),
          ]}
          onChange={(choice) =>
            change({
              field: 'when',
              value: choice === 'asap' ? AS_SOON_AS_POSSIBLE : (slots[0]?.value ?? ''),
            })
          }
        />
        {asap && asapNow.state === 'at-opening' && (
          <Notice>{t('checkout.closed-now', { time: menu.starTime })}</Notice>
        )}
        {asap && asapNow.state === 'closing-soon' && (
          <Notice tone="warning">
            {t('checkout.asap-closing-soon', {
              closing: formatDate(asapNow.closesAt, 'time'),
              last: formatDate(asapNow.lastOrderAt, 'time'),
            })}
          </Notice>
        )}
        {asapNow.state === 'too-late' && (
          <Notice>
            {t('checkout.asap-too-late', { closing: formatDate(asapNow.closesAt, 'time') })}
          </Notice>
        )}
        {!asap && (
          <Field label={t('checkout.slot')} error={errorOf('when')}>
            {(control) => (
              <select {...control} {...text('when')}>
                {!slots.some(({ value }) => value === form.when) && (
                  <option value={form.when}>{t('checkout.choose-slot')}</option>
                )}
                {slots.map((slot) => (
                  <option key={slot.value} value={slot.value}>
                    {slotText({ ...slot, dayOffset: slot.tomorrow ? 1 : 0 }, slot.value)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </fieldset>

      <fieldset className="form__group">
        <legend className="form__legend">{t('checkout.contact')}</legend>
        <Field label={t('checkout.name')} error={errorOf('name')}>
          {(control) => <input {...control} {...text('name')} autoComplete="name" />}
        </Field>
        <PhoneField
          label={t('checkout.phone')}
          error={errorOf('phone')}
          value={form.phone}
          onChange={(value) => change({ field: 'phone', value })}
        />
        {canSharePhone &&
          (phoneVerified ? (
            <p className="field__hint">{t('checkout.phone-verified')}</p>
          ) : (
            <Button variant="ghost" busy={sharingPhone} onClick={() => sharePhone()}>
              {t('checkout.share-phone')}
            </Button>
          ))}
        {sharedPhoneForeign && <p className="field__hint">{t('checkout.phone-foreign')}</p>}
      </fieldset>

      <fieldset
        // A field of its own: a refused submit brings the focus and the view here when no method
        // is chosen (useFocusFirstInvalid).
        className="form__group field"
        tabIndex={-1}
        aria-invalid={errors.paymentMethod ? true : undefined}
        aria-describedby={errors.paymentMethod ? paymentErrorId : undefined}
      >
        <legend className="form__legend">{t('checkout.payment')}</legend>
        {payment.withdrawn && (
          <Notice tone="warning">
            {t('payment.withdrawn', { method: t(`payment.method.${payment.withdrawn}`) })}
          </Notice>
        )}
        {paymentMethods ? (
          <div className="checkout-form__payment">
            {paymentMethods.map((method) => (
              <ChoiceCard
                key={method}
                // Telegram's own payment is a way to pay more than a name, unlike the others.
                title={t(
                  method === 'telegram' ? 'payment.option-telegram' : `payment.method.${method}`,
                )}
                lines={[paymentMethodHint(t, method, isDelivery)]}
                chosen={method === payment.method}
                onChoose={() => change({ field: 'paymentMethod', value: method })}
              />
            ))}
          </div>
        ) : methodsFailed ? (
          <LoadFailed messageKey="payment.methods-failed" onRetry={retryMethods} />
        ) : (
          <Skeleton rows={2} />
        )}
        {errors.paymentMethod && (
          <p id={paymentErrorId} className="field__error">
            {t(errors.paymentMethod)}
          </p>
        )}
      </fieldset>
      {changeOnOffer && payment.method === 'cash' && !nothingToOrder && (
        <ChangeField total={total} />
      )}

      <Field
        label={t('checkout.comment')}
        error={errorOf('comment')}
        hint={t(isDelivery ? 'checkout.comment-hint' : 'checkout.comment-hint-pickup')}
      >
        {(control) => (
          <textarea {...control} {...text('comment')} rows={3} maxLength={ORDER_LIMITS.comment} />
        )}
      </Field>

      {errors.cart && <Notice tone="error">{t(errors.cart)}</Notice>}
      {unsentOffline && (
        <div ref={failureRef} className="checkout-form__failure">
          {online ? (
            // The main action sends it: a second button here would be two sends on one screen.
            <Notice tone="info">
              <strong>{t('checkout.unsent.online')}</strong> {t('checkout.unsent.check-total')}
            </Notice>
          ) : (
            <Notice tone="warning">
              <strong>{t('checkout.unsent.offline')}</strong> {t('checkout.unsent.kept')}
            </Notice>
          )}
        </div>
      )}
      {failure && !unsentOffline && (
        <div ref={failureRef} className="checkout-form__failure">
          <Notice tone="error">
            <strong>{t(priceChanged ? 'offers.price-changed' : 'checkout.failed')}</strong>{' '}
            {!priceChanged &&
              failure.reason &&
              ('key' in failure.reason
                ? t(failure.reason.key, failure.reason.values)
                : failure.reason.text)}{' '}
            {stockRefused ? (
              // The same cart can only be refused again: the flagged line is what to change.
              t('checkout.stock-refused')
            ) : (
              <Button variant="ghost" busy={placing} onClick={place}>
                {t('common.retry')}
              </Button>
            )}
          </Notice>
        </div>
      )}
      <PrimaryAction
        label={
          placing
            ? t('checkout.placing')
            : nothingToOrder
              ? t('checkout.nothing-to-order')
              : t(
                  unsentOffline && online
                    ? 'checkout.unsent.send'
                    : payment.method && isOnlinePayment(payment.method)
                      ? 'payment.place'
                      : 'checkout.place',
                  { total: formatPrice(total) },
                )
        }
        busy={placing}
        disabled={nothingToOrder}
        onClick={place}
      />
    </form>
  );
}
