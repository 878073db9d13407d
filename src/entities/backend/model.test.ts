import { allSettled, fork, type Store } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXTENSIONS, type Extension } from '@pizza-order-app/contract/capabilities';
import { ApiError } from '../../shared/api/api-error';
import { $api, createApi } from '../../shared/api/model';
import { $language } from '../../shared/i18n/model';
import { requestAnswered, requestFailedAtNetwork } from '../../shared/lib/network/model';
import {
  $extensions,
  $offersCashChange,
  $offersCompositeDishes,
  $offersCourier,
  $offersRatings,
  $offersSignIn,
  extensionsAsked,
  readExtensionsFx,
} from './model';
import { stubMainApi } from '../../shared/lib/test/stub-main-api';

/** Each gate and the extension it waits for. */
const GATES: readonly [Store<boolean>, Extension][] = [
  [$offersSignIn, 'sign-in'],
  [$offersRatings, 'ratings'],
  [$offersCourier, 'courier'],
  [$offersCashChange, 'cash-change'],
  [$offersCompositeDishes, 'composite-dishes'],
];

const start = async (read: (language: string) => Promise<readonly Extension[]>) => {
  const scope = fork({
    values: [[$language, 'uz']],
    handlers: [[readExtensionsFx, read]],
  });
  await allSettled(extensionsAsked, { scope });
  return scope;
};

describe('what the backend has', () => {
  it('is asked once at start, in the app’s language', async () => {
    const read = vi.fn().mockResolvedValue(EXTENSIONS);
    const scope = await start(read);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith('uz');
    expect(scope.getState($extensions)).toEqual(EXTENSIONS);
  });

  it('opens every gate where everything is announced', async () => {
    const scope = await start(() => Promise.resolve(EXTENSIONS));
    expect(GATES.map(([gate]) => scope.getState(gate))).toEqual(GATES.map(() => true));
  });

  it.each(GATES.map(([gate, extension]) => ({ gate, extension })))(
    'opens $extension’s gate alone where only it is announced',
    async ({ gate, extension }) => {
      const scope = await start(() => Promise.resolve([extension]));
      expect(scope.getState(gate)).toBe(true);
      expect(GATES.filter(([other]) => other !== gate && scope.getState(other))).toEqual([]);
    },
  );

  it('offers nothing of an extension until the backend has said', async () => {
    let answer: (extensions: readonly Extension[]) => void = () => undefined;
    const scope = fork({
      handlers: [
        [
          readExtensionsFx,
          () =>
            new Promise<readonly Extension[]>((resolve) => {
              answer = resolve;
            }),
        ],
      ],
    });
    const asked = allSettled(extensionsAsked, { scope });
    expect(scope.getState($extensions)).toBeNull();
    expect(GATES.filter(([gate]) => scope.getState(gate))).toEqual([]);
    answer(['ratings']);
    await asked;
    expect(scope.getState($offersRatings)).toBe(true);
  });

  it('offers nothing of an extension from a backend of the core', async () => {
    const scope = await start(() => Promise.resolve([]));
    expect(scope.getState($extensions)).toEqual([]);
    expect(GATES.filter(([gate]) => scope.getState(gate))).toEqual([]);
  });

  it('after a failed read offers nothing, and asks again when the network returns', async () => {
    const read = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockResolvedValue(['courier']);
    const scope = await start(read);
    expect(scope.getState($extensions)).toBeNull();
    expect(scope.getState($offersCourier)).toBe(false);
    await allSettled(requestAnswered, { scope });
    expect(read).toHaveBeenCalledTimes(2);
    expect(scope.getState($offersCourier)).toBe(true);
    // Known now: the network coming back again asks nothing more.
    await allSettled(requestFailedAtNetwork, { scope });
    await allSettled(requestAnswered, { scope });
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('asked again', () => {
  it('once only, when the network returns before the timer: the timer then asks nothing', async () => {
    vi.useFakeTimers();
    try {
      const read = vi
        .fn()
        .mockRejectedValueOnce(new ApiError('offline', 0))
        .mockResolvedValue(['courier']);
      const scope = await start(read);
      await allSettled(requestAnswered, { scope });
      expect(read).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2_000);
      await allSettled(scope);
      expect(read).toHaveBeenCalledTimes(2);
      expect(scope.getState($offersCourier)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the capabilities call', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The main API through the app's own client, answering capabilities with `answer`. */
  const backend = (answer: () => Response) => {
    stubMainApi(() => answer());
    return fork({ values: [[$api, createApi()]] });
  };

  it('missing (404) means a backend of the core', async () => {
    const scope = backend(() => Response.json({ message: 'No such endpoint' }, { status: 404 }));
    await allSettled(extensionsAsked, { scope });
    expect(scope.getState($extensions)).toEqual([]);
  });

  it('keeps the extensions the contract knows, and drops a newer backend’s others', async () => {
    const scope = backend(() => Response.json({ extensions: ['ratings', 'loyalty', 'ratings'] }));
    await allSettled(extensionsAsked, { scope });
    expect(scope.getState($extensions)).toEqual(['ratings']);
  });

  it('a busy backend (a 5xx, as a timeout) is asked again 2, 5 and 15 s later, the start not held', async () => {
    vi.useFakeTimers();
    try {
      let answers = 0;
      const scope = backend(() => {
        answers += 1;
        return answers < 3
          ? Response.json({ message: 'Busy' }, { status: 503 })
          : Response.json({ extensions: ['courier'] });
      });
      // The start waits for the first answer only.
      await allSettled(extensionsAsked, { scope });
      expect(answers).toBe(1);
      expect(scope.getState($extensions)).toBeNull();
      await vi.advanceTimersByTimeAsync(1_999);
      expect(answers).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await allSettled(scope);
      expect(answers).toBe(2);
      await vi.advanceTimersByTimeAsync(5_000);
      await allSettled(scope);
      expect(answers).toBe(3);
      expect(scope.getState($offersCourier)).toBe(true);
      // Known now: nothing more is asked.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(answers).toBe(3);

      const down = backend(() => {
        answers += 1;
        return Response.json({ message: 'Down' }, { status: 502 });
      });
      await allSettled(extensionsAsked, { scope: down });
      for (const delayMs of [2_000, 5_000, 15_000, 60_000]) {
        await vi.advanceTimersByTimeAsync(delayMs);
        await allSettled(down);
      }
      expect(answers).toBe(3 + 4);
      expect(down.getState($extensions)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refusal is not asked again, and leaves it unknown', async () => {
    const refusal = vi.fn(() => Response.json({ message: 'Down' }, { status: 403 }));
    const scope = backend(refusal);
    await allSettled(extensionsAsked, { scope });
    expect(refusal).toHaveBeenCalledOnce();
    expect(scope.getState($extensions)).toBeNull();
  });
});
