import { act, renderHook, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { newsListCall } from '@pizza-order-app/contract/articles-api';
import { orderCall } from '@pizza-order-app/contract/orders-api';
import { $language } from '../i18n/model';
import { $isOnline } from '../lib/network/model';
import { $toasts } from '../ui/toast/model';
import { ApiError } from './api-error';
import { $api, createApi, type Api } from './model';
import { ScopeReads } from './scope-reads';
import { seedFreshMainQuery } from './seed-fresh-read';
import { preloadMainQuery, queryKey, seedMainQuery, useMainQuery } from './use-api-query';

const NEWS = { items: [], total: 0 };
const QUERY = { query: { skip: 0, take: 50 } };

/** One app instance: its scope, with its own API whose main API is `main`, and its reads. */
const appInstance = (main: Api['main']) => {
  const scope = fork({
    values: [
      [$language, 'en'],
      [$api, { ...createApi(), main }],
    ],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider value={scope}>
      <ScopeReads>{children}</ScopeReads>
    </Provider>
  );
  return { scope, wrapper };
};

describe('preloadMainQuery', () => {
  it('starts the read before the screen, which then takes over that one request', async () => {
    let answer = (_: typeof NEWS) => {};
    const main = vi.fn<Api['main']>().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { scope, wrapper } = appInstance(main);
    await preloadMainQuery(scope, newsListCall, QUERY, 'en');
    expect(main).toHaveBeenCalledExactlyOnceWith(
      newsListCall,
      { ...QUERY, onNetwork: expect.any(Function) as unknown },
      'en',
    );

    const { result } = renderHook(() => useMainQuery(newsListCall, QUERY), { wrapper });
    answer(NEWS);
    await waitFor(() => expect(result.current.data).toEqual(NEWS));
    expect(main).toHaveBeenCalledOnce();
  });
});

describe('a read a model and a screen share', () => {
  it('is one request: the screen joins the model’s read on its way, and asks afresh after it', async () => {
    let answer = (_: typeof NEWS) => {};
    const main = vi
      .fn<Api['main']>()
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
      .mockResolvedValue(NEWS);
    const { scope, wrapper } = appInstance(main);
    const api = scope.getState($api) as Api;
    // A model's read of the same call and query (a lazily loaded model reads as checkout does).
    const modelRead = api.reads.join(queryKey('main', newsListCall, QUERY, 'en'), () =>
      api.main(newsListCall, QUERY, 'en'),
    );
    const { result } = renderHook(() => useMainQuery(newsListCall, QUERY), { wrapper });
    answer(NEWS);
    await waitFor(() => expect(result.current.data).toEqual(NEWS));
    await expect(modelRead).resolves.toEqual(NEWS);
    expect(main).toHaveBeenCalledOnce();
    act(() => result.current.retry());
    await waitFor(() => expect(main).toHaveBeenCalledTimes(2));
  });
});

describe('a read on its way when the customer changes', () => {
  it('is not joined: the next customer’s read asks the server itself', async () => {
    const order = (id: number) => ({ id });
    const main = vi
      .fn<Api['main']>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValue(order(2));
    const { scope } = appInstance(main);
    const api = scope.getState($api) as Api;
    const key = queryKey('main', orderCall, { query: { orderId: 1 } }, 'en');
    const read = () => api.main(orderCall, { query: { orderId: 1 } }, 'en');
    // The one before's read, never answered, still on its way when they sign out.
    void api.reads.join(key, read);
    api.reads.forgetCustomer();
    await expect(api.reads.join(key, read)).resolves.toEqual(order(2));
    expect(main).toHaveBeenCalledTimes(2);
  });
});

describe('two app instances', () => {
  const news = (total: number) => ({ items: [], total });

  it('each read through their own cache: one’s answer is never the other’s', async () => {
    const first = appInstance(vi.fn<Api['main']>().mockResolvedValue(news(1)));
    const second = appInstance(vi.fn<Api['main']>().mockResolvedValue(news(2)));
    const one = renderHook(() => useMainQuery(newsListCall, QUERY), { wrapper: first.wrapper });
    await waitFor(() => expect(one.result.current.data).toEqual(news(1)));

    const other = renderHook(() => useMainQuery(newsListCall, QUERY), { wrapper: second.wrapper });
    expect(other.result.current.data).toBeUndefined();
    await waitFor(() => expect(other.result.current.data).toEqual(news(2)));
    expect(one.result.current.data).toEqual(news(1));
  });

  it('keep the answers seeded and the reads started for their own screens', async () => {
    const firstMain = vi.fn<Api['main']>(() => new Promise(() => undefined));
    const secondMain = vi.fn<Api['main']>(() => new Promise(() => undefined));
    const first = appInstance(firstMain);
    const second = appInstance(secondMain);
    await seedMainQuery(first.scope, newsListCall, QUERY, 'en', news(1));
    await preloadMainQuery(second.scope, newsListCall, QUERY, 'en');
    expect(secondMain).toHaveBeenCalledOnce();

    const one = renderHook(() => useMainQuery(newsListCall, QUERY), { wrapper: first.wrapper });
    expect(one.result.current.data).toEqual(news(1));
    const other = renderHook(() => useMainQuery(newsListCall, QUERY), { wrapper: second.wrapper });
    expect(other.result.current.data).toBeUndefined();
    // The first asks again behind its seeded answer; the second takes over the read it started.
    await waitFor(() => expect(firstMain).toHaveBeenCalledOnce());
    expect(secondMain).toHaveBeenCalledOnce();
  });

  it('take an answer as fresh as a read of their own without asking again', async () => {
    const main = vi.fn<Api['main']>(() => new Promise(() => undefined));
    const { scope, wrapper } = appInstance(main);
    await seedFreshMainQuery(scope, newsListCall, QUERY, 'en', news(2));
    const screen = renderHook(() => useMainQuery(newsListCall, QUERY), { wrapper });
    expect(screen.result.current.data).toEqual(news(2));
    await waitFor(() => expect(screen.result.current.isLoading).toBe(false));
    expect(main).not.toHaveBeenCalled();
  });
});

describe('a failed read', () => {
  it.each([
    ['an answer that is an error (500)', 'error.server-error', new ApiError('http', 500)],
    ['no answer from the network', 'error.offline', new ApiError('offline', 0)],
  ])('of an order, %s, shows %s', async (_, key, failure) => {
    const { scope, wrapper } = appInstance(vi.fn<Api['main']>().mockRejectedValue(failure));
    renderHook(() => useMainQuery(orderCall, { query: { orderId: 1 } }), { wrapper });
    await waitFor(() => expect(scope.getState($toasts)).toHaveLength(1));
    expect(scope.getState($toasts)[0]).toMatchObject({
      title: { key: 'error.title' },
      detail: { key },
    });
  });
});

describe('what reads find of the network', () => {
  const reporting = (answered: boolean): Api['main'] =>
    vi.fn<Api['main']>((_call, { onNetwork }) => {
      onNetwork?.(answered);
      return answered ? Promise.resolve(NEWS as never) : Promise.reject(new ApiError('offline', 0));
    });

  it('tells the connection model: no answer makes it offline, the next answer online', async () => {
    const main = vi.fn<Api['main']>(reporting(false));
    const { scope, wrapper } = appInstance(main);
    renderHook(() => useMainQuery(orderCall, { query: { orderId: 3 } }), { wrapper });
    await waitFor(() => expect(scope.getState($isOnline)).toBe(false));

    main.mockImplementation(reporting(true));
    renderHook(() => useMainQuery(newsListCall, { query: { skip: 50, take: 50 } }), { wrapper });
    await waitFor(() => expect(scope.getState($isOnline)).toBe(true));
  });

  it('a read started before the screen tells the scope it was started for', async () => {
    const { scope } = appInstance(reporting(false));
    await preloadMainQuery(scope, orderCall, { query: { orderId: 4 } }, 'en');
    await waitFor(() => expect(scope.getState($isOnline)).toBe(false));
  });
});

describe('a change of customer (signed in or out)', () => {
  it('asks every read on screen again: a customer’s own answer goes at once, a shared one stays meanwhile', async () => {
    const order = (id: number) => ({ id });
    const again: Record<string, (answer: unknown) => void> = {};
    const callsOf = (path: string) => main.mock.calls.filter(([call]) => call.path === path);
    const main = vi.fn<Api['main']>((call) => {
      if (callsOf(call.path).length > 1)
        return new Promise((resolve) => (again[call.path] = resolve));
      // An answer the schema would parse; the mock stands for any call.
      return Promise.resolve((call.path === orderCall.path ? order(1) : NEWS) as never);
    });
    const { scope, wrapper } = appInstance(main);
    const { result } = renderHook(
      () => ({
        own: useMainQuery(orderCall, { query: { orderId: 1 } }),
        shared: useMainQuery(newsListCall, QUERY, { shared: true }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.own.data).toEqual(order(1)));
    await waitFor(() => expect(result.current.shared.data).toEqual(NEWS));

    act(() => scope.getState($api)?.reads.forgetCustomer());
    await waitFor(() => expect(result.current.own.data).toBeUndefined());
    expect(result.current.shared.data).toEqual(NEWS);
    // Both are asked again, and the new customer's answer shows: the screen is never left empty.
    await waitFor(() => expect(callsOf(orderCall.path)).toHaveLength(2));
    expect(callsOf(newsListCall.path)).toHaveLength(2);
    act(() => again[orderCall.path]?.(order(2)));
    await waitFor(() => expect(result.current.own.data).toEqual(order(2)));
    expect(result.current.shared.data).toEqual(NEWS);
  });
});
