import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../shared/lib/test/render-app';
import { CartTotals } from './cart-totals';

const FREE_DELIVERY = {
  promotionId: 2,
  title: 'Free delivery over 150 000 UZS',
  appliesTo: 'delivery',
  amount: 12_000,
} as const;
const PASTA = {
  promotionId: 1,
  title: 'All pasta −20%',
  appliesTo: 'dishes',
  amount: 20_800,
} as const;

const valueOf = (term: string) => screen.getByText(term).closest('dt')?.nextElementSibling;

describe('CartTotals', () => {
  it('takes each offer off the dishes, shows free delivery as 0 with its offer, and what was saved', () => {
    renderApp(
      <CartTotals
        totals={{
          dishesPrice: 188_000,
          deliveryPrice: 12_000,
          discounts: [PASTA, FREE_DELIVERY],
          total: 167_200,
        }}
      />,
    );
    expect(valueOf('Items')).toHaveTextContent('188 000 UZS');
    expect(valueOf('All pasta −20%')).toHaveTextContent('−20 800 UZS');
    expect(screen.getByText('Delivery').closest('dt')).toHaveTextContent(FREE_DELIVERY.title);
    expect(valueOf('Delivery')).toHaveTextContent(/^0\sUZS$/);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('167 200 UZS');
    expect(valueOf('You save')).toHaveTextContent('32 800 UZS');
  });

  it('shows no delivery for pickup and no savings without offers', () => {
    renderApp(
      <CartTotals
        totals={{ dishesPrice: 59_000, deliveryPrice: 0, discounts: [], total: 59_000 }}
      />,
    );
    expect(screen.queryByText('Delivery')).toBeNull();
    expect(screen.queryByText('You save')).toBeNull();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('59 000 UZS');
  });

  it('marks the last price as busy while a change is priced', () => {
    const { container } = renderApp(
      <CartTotals
        totals={{ dishesPrice: 59_000, deliveryPrice: 0, discounts: [], total: 59_000 }}
        pending
      />,
    );
    expect(container.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
  });
});
