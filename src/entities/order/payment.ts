import type { TFunction } from 'i18next';
import type { Order, SharedOrder } from '@pizza-order-app/contract/orders-api';
import type { SharedPayment } from '@pizza-order-app/contract/payments';

/** The order waits for its online payment: the kitchen has not started, "Pay" is offered. */
export const isAwaitingPayment = (order: Pick<SharedOrder, 'payment'>) =>
  order.payment?.status === 'awaiting';

/** How the order is paid, and for an online method its state: "Payme: Оплачено", "Наличными". */
export const paymentText = (t: TFunction, payment: SharedPayment) => {
  const method = t(`payment.method.${payment.method}`);
  return payment.status
    ? t('payment.of-method', { method, status: t(`payment.status.${payment.status}`) })
    : method;
};

/** Where the owner pays an order awaiting payment; null when the backend gave no way to. */
export const paymentDoorOf = (order: Order) => {
  const { payment } = order;
  if (!payment || payment.status !== 'awaiting') return null;
  if (payment.invoiceLink === undefined && payment.paymentUrl === undefined) return null;
  return {
    orderId: order.orderId,
    paymentUrl: payment.paymentUrl,
    invoiceLink: payment.invoiceLink,
  };
};
