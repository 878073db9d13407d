import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isOrderActive, ORDER_PAGE_SIZE, type Order } from '@pizza-order-app/contract/orders-api';
import { Button, EmptyState, LoadFailed, Section, Skeleton } from '../../shared/ui';
import { OrderCard } from './order-card';
import { useOrders } from './use-orders';
import './customer-orders.css';

interface RenderActionProps {
  /** What the customer can do with an order (repeat it); composed by the page. */
  readonly renderAction: (order: Order) => ReactNode;
}

function OrderCards({
  orders,
  renderAction,
}: { readonly orders: readonly Order[] } & RenderActionProps) {
  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.orderId}>
          <OrderCard order={order} action={renderAction(order)} />
        </li>
      ))}
    </ul>
  );
}

/** The active orders, asked for with onlyActive so they are never lost on a later page. */
function ActiveOrders({ renderAction }: RenderActionProps) {
  const { t } = useTranslation();
  const { orders, error, retry } = useOrders({ page: 0, onlyActive: true });
  let content: ReactNode;
  if (error) content = <LoadFailed onRetry={retry} />;
  else if (!orders) content = <Skeleton rows={1} />;
  else if (orders.length === 0) content = <p className="hint">{t('orders.no-active')}</p>;
  else content = <OrderCards orders={orders} renderAction={renderAction} />;
  return (
    <Section title={t('orders.active')} level={3}>
      {content}
    </Section>
  );
}

/** One page of the whole list, of which the history shows the finished orders. */
function HistoryPage({ page, renderAction }: { readonly page: number } & RenderActionProps) {
  const { t } = useTranslation();
  const { orders, error, retry } = useOrders({ page });
  if (error) return <LoadFailed onRetry={retry} />;
  if (!orders) return <Skeleton rows={2} />;
  const finished = orders.filter(({ statusCode }) => !isOrderActive(statusCode));
  if (page === 0 && finished.length === 0) return <p className="hint">{t('orders.no-history')}</p>;
  return <OrderCards orders={finished} renderAction={renderAction} />;
}

/** The customer's orders: active ones first, then the history, page by page on request. */
export function CustomerOrders({ renderAction }: RenderActionProps) {
  const { t } = useTranslation();
  const { orders, total } = useOrders({ page: 0 });
  const [pages, setPages] = useState(1);
  if (orders && orders.length === 0) {
    return <EmptyState title={t('profile.empty')} text={t('profile.empty-hint')} />;
  }
  return (
    <>
      <ActiveOrders renderAction={renderAction} />
      <Section title={t('orders.history')} level={3}>
        {Array.from({ length: pages }, (_, page) => (
          <HistoryPage key={page} page={page} renderAction={renderAction} />
        ))}
        {total !== undefined && total > pages * ORDER_PAGE_SIZE && (
          <Button variant="secondary" onClick={() => setPages(pages + 1)}>
            {t('orders.show-more')}
          </Button>
        )}
      </Section>
    </>
  );
}
