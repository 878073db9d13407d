import { renderHook, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { newsListCall } from '../contract/articles-api';
import { orderCall } from '../contract/orders-api';
import { $language } from '../i18n/model';
import { $toasts } from '../ui/toast/model';
import { ApiError } from './api-error';
import { preloadMainQuery, useMainQuery } from './use-api-query';

const mainApi = vi.hoisted(() => vi.fn());
vi.mock('./clients', () => ({ mainApi, hrApi: vi.fn() }));

const NEWS = { items: [], total: 0 };
const QUERY = { query: { skip: 0, take: 50 } };

describe('preloadMainQuery', () => {
  it('starts the read before the screen, which then takes over that one request', async () => {
    let answer = (_: typeof NEWS) => {};
    mainApi.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    preloadMainQuery(newsListCall, QUERY, 'en');
    expect(mainApi).toHaveBeenCalledExactlyOnceWith(newsListCall, QUERY, 'en');

    const scope = fork({ values: [[$language, 'en']] });
    const { result } = renderHook(() => useMainQuery(newsListCall, QUERY), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <Provider value={scope}>{children}</Provider>
      ),
    });
    answer(NEWS);
    await waitFor(() => expect(result.current.data).toEqual(NEWS));
    expect(mainApi).toHaveBeenCalledOnce();
  });
});

describe('a failed read', () => {
  it.each([
    ['an answer that is an error (500)', 'error.server-error', new ApiError('http', 500), 1],
    ['a network failure', 'error.fetch-error', new ApiError('network', 0), 2],
  ])('of an order, %s, shows %s', async (_, key, failure, orderId) => {
    mainApi.mockRejectedValue(failure);
    const scope = fork({ values: [[$language, 'en']] });
    renderHook(() => useMainQuery(orderCall, { query: { orderId } }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <Provider value={scope}>{children}</Provider>
      ),
    });
    await waitFor(() => expect(scope.getState($toasts)).toHaveLength(1));
    expect(scope.getState($toasts)[0]).toMatchObject({
      title: { key: 'error.title' },
      detail: { key },
    });
  });
});
