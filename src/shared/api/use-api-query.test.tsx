import { renderHook, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { newsListCall } from '../contract/articles-api';
import { $language } from '../i18n/model';
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
