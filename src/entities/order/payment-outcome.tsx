import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { SharedOrder } from '@pizza-order-app/contract/orders-api';
import { REFUND_WORKING_DAYS } from '@pizza-order-app/contract/payment-rescue';
import { Notice } from '../../shared/ui';
import { $confirmingOrder, $paymentAttempts } from './payment-model';

/**
 * The payment's outcome at the top of the tracker (docs/product.md §4, "The payment's outcome"):
 * paid, and how; an attempt that did not pay while the order still awaits (the customer is back
 * from the provider's page, or Telegram's form closed cancelled or failed); the order cancelled
 * unpaid, or after it was paid with the money on its way back. Nothing for a payment on receipt.
 */
export function PaymentOutcome({
  order,
}: {
  readonly order: Pick<SharedOrder, 'orderId' | 'payment'>;
}) {
  const { t } = useTranslation();
  const [attempts, confirming] = useUnit([$paymentAttempts, $confirmingOrder]);
  const payment = order.payment;
  if (!payment?.status) return null;
  if (payment.status === 'paid')
    return (
      <Notice tone="success">
        {t('payment.outcome.paid', { provider: t(`payment.method.${payment.method}`) })}
      </Notice>
    );
  if (payment.status === 'refunded')
    return (
      <Notice tone="info">{t('payment.outcome.refunded', { days: REFUND_WORKING_DAYS })}</Notice>
    );
  if (payment.status === 'cancelled')
    return <Notice tone="info">{t('payment.outcome.cancelled')}</Notice>;
  const attempt = attempts[order.orderId];
  if (attempt === undefined || confirming === order.orderId) return null;
  return (
    <Notice tone="warning">
      {t(attempt === 'failed' ? 'payment.outcome.failed' : 'payment.outcome.retry')}
    </Notice>
  );
}
