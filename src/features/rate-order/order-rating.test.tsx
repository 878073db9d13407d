import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { EXTENSIONS, type Extension } from '@pizza-order-app/contract/capabilities';
import { $extensions } from '../../entities/backend';
import { $api, createApi } from '../../shared/api/model';
import { ORDER_STATUS, type Order } from '@pizza-order-app/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import { renderApp } from '../../shared/lib/test/render-app';
import { $given, $thanked } from './model';
import { OrderRatingPanel } from './order-rating';

const RATING = { stars: 4, tags: [], comment: '', ratedAt: '2026-11-27T10:00:00.000Z' };

const finished = (orderTypeId: 0 | 200): Order =>
  ({
    orderId: 7,
    statusCode: ORDER_STATUS.completed,
    orderTypeId,
    createdAt: '2026-11-27T09:00:00.000Z',
    statusHistory: [],
  }) as unknown as Order;

const scopeWith = (
  given?: Record<number, typeof RATING>,
  thanked?: number[],
  extensions: readonly Extension[] = EXTENSIONS,
) =>
  fork({
    values: [
      [$extensions, extensions],
      [$language, 'en'],
      [$api, createApi()],
      [$given, given ?? {}],
      [$thanked, thanked ?? []],
    ],
  });

describe('OrderRatingPanel', () => {
  it('asks nothing of a backend without ratings', () => {
    const { container } = renderApp(
      <OrderRatingPanel order={finished(0)} ask />,
      scopeWith(undefined, undefined, []),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('offers a pickup order no courier tag, and a delivery one', () => {
    const { unmount } = renderApp(<OrderRatingPanel order={finished(200)} ask />, scopeWith());
    const tags = screen.getByRole('group', { name: 'What you liked' });
    expect(tags).toHaveTextContent('Hot');
    expect(screen.queryByRole('button', { name: 'Polite courier' })).not.toBeInTheDocument();
    unmount();
    renderApp(<OrderRatingPanel order={finished(0)} ask />, scopeWith());
    expect(screen.getByRole('button', { name: 'Polite courier' })).toBeInTheDocument();
  });

  it('thanks only while the thanks last; then the stars say the rating was given', () => {
    const { unmount } = renderApp(
      <OrderRatingPanel order={finished(0)} ask={false} />,
      scopeWith({ 7: RATING }, [7]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your rating!');
    unmount();
    renderApp(<OrderRatingPanel order={finished(0)} ask={false} />, scopeWith({ 7: RATING }));
    expect(screen.queryByText('Thank you for your rating!')).not.toBeInTheDocument();
    expect(screen.getByText('Your rating: 4 of 5')).toBeInTheDocument();
  });
});
