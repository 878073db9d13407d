import { useTranslation } from 'react-i18next';
import type { Payment } from '@pizza-order-app/contract/payments';

/**
 * The paid order's fiscal receipt on the tax office's site, in a new tab, once the provider sent
 * it back (docs/api.md, "Fiscal receipts"); nothing before.
 */
export function ReceiptLink({ payment }: { readonly payment: Payment | undefined }) {
  const { t } = useTranslation();
  if (!payment?.receiptUrl) return null;
  return (
    <a href={payment.receiptUrl} rel="noopener noreferrer" target="_blank">
      {t('payment.receipt')}
    </a>
  );
}
