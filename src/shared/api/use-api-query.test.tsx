import { renderHook, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { newsListCall } from '../contract/articles-api';
import { orderCall } from '../contract/orders-api';
import { $language } from '../i18n/model';
import { $isOnline } from '../lib/network/model';
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
    expect(mainApi).toHaveBeenCalledExactlyOnceWith(
      newsListCall,
      { ...QUERY, onNetwork: expect.any(Function) as unknown },
      'en',
    );

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
    ['no answer from the network', 'error.offline', new ApiError('offline', 0), 2],
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

describe('what reads find of the network', () => {
  type Reported = { onNetwork?: (answered: boolean) => void };

  it('tells the connection model: no answer makes it offline, the next answer online', async () => {
    mainApi.mockImplementation((_call, { onNetwork }: Reported) => {
      onNetwork?.(false);
      return Promise.reject(new ApiError('offline', 0));
    });
    const scope = fork({ values: [[$language, 'en']] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider value={scope}>{children}</Provider>
    );
    renderHook(() => useMainQuery(orderCall, { query: { orderId: 3 } }), { wrapper });
    await waitFor(() => expect(scope.getState($isOnline)).toBe(false));

    mainApi.mockImplementation((_call, { onNetwork }: Reported) => {
      onNetwork?.(true);
      return Promise.resolve(NEWS);
    });
    renderHook(() => useMainQuery(newsListCall, { query: { skip: 50, take: 50 } }), { wrapper });
    await waitFor(() => expect(scope.getState($isOnline)).toBe(true));
  });

  it('a read started before the screen tells the scope it was started for', async () => {
    mainApi.mockImplementation((_call, { onNetwork }: Reported) => {
      onNetwork?.(false);
      return Promise.reject(new ApiError('offline', 0));
    });
    const scope = fork();
    preloadMainQuery(orderCall, { query: { orderId: 4 } }, 'en', scope);
    await waitFor(() => expect(scope.getState($isOnline)).toBe(false));
  });
});
