import { allSettled, createWatch, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { Application } from '@pizza-order-app/contract/hr-api';
import { hapticRequested } from '../../shared/telegram/model';
import { toastShown } from '../../shared/ui/toast/model';
import {
  $draft,
  $errors,
  $refusedSubmits,
  $sendFailed,
  $sentId,
  anotherApplicationStarted,
  applicationSubmitted,
  fieldChanged,
  submitApplicationFx,
  vacancyPreselected,
} from './model';
import { EMPTY_DRAFT, type ApplicationDraft } from './validate-application';
import { settle } from '../../shared/lib/test/settle';

const filled: ApplicationDraft = {
  name: ' Dilnoza Karimova ',
  phone: '+998 90 123 45 67',
  birthDate: '1999-04-12',
  vacancyId: '2',
  restaurantId: '1',
  experience: 'Two years as a cashier',
  message: '',
};

describe('apply for a vacancy', () => {
  afterEach(() => vi.useRealTimers());

  it('shows every problem of an empty draft and sends nothing', async () => {
    const send = vi.fn();
    const scope = fork({ handlers: [[submitApplicationFx, send]] });
    await allSettled(applicationSubmitted, { scope });
    expect(send).not.toHaveBeenCalled();
    expect(scope.getState($errors)).toMatchObject({
      name: 'form.error.name',
      phone: 'form.error.phone',
      birthDate: 'form.error.birth-date',
      vacancyId: 'form.error.vacancy',
    });
    await allSettled(fieldChanged, { scope, params: { field: 'name', value: 'Ali' } });
    expect(scope.getState($errors).name).toBeUndefined();
    expect(scope.getState($errors).phone).toBe('form.error.phone');
  });

  it('never sends a phone with a digit too many, and reads a trunk 8 as the number after it', async () => {
    const send = vi.fn(() => ({ id: 1 }));
    const scope = fork({ handlers: [[submitApplicationFx, send]] });
    for (const [field, value] of Object.entries({ ...filled, phone: '+998 90 123 45 678' })) {
      await allSettled(fieldChanged, {
        scope,
        params: { field: field as keyof ApplicationDraft, value },
      });
    }
    await allSettled(applicationSubmitted, { scope });
    expect(send).not.toHaveBeenCalled();
    expect(scope.getState($errors)).toEqual({ phone: 'form.error.phone' });
    await allSettled(fieldChanged, { scope, params: { field: 'phone', value: '8 90 123 45 67' } });
    await allSettled(applicationSubmitted, { scope });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ phone: '+998901234567' }));
  });

  it('counts each refused submit with an error buzz, and a checked one not', async () => {
    const scope = fork({ handlers: [[submitApplicationFx, () => ({ id: 1 })]] });
    const haptics: unknown[] = [];
    createWatch({ unit: hapticRequested, scope, fn: (kind) => haptics.push(kind) });
    await allSettled(applicationSubmitted, { scope });
    expect(scope.getState($refusedSubmits)).toBe(1);
    expect(haptics).toEqual(['error']);
    for (const [field, value] of Object.entries(filled)) {
      await allSettled(fieldChanged, {
        scope,
        params: { field: field as keyof ApplicationDraft, value },
      });
    }
    await allSettled(applicationSubmitted, { scope });
    expect(scope.getState($refusedSubmits)).toBe(1);
    expect(scope.getState($sentId)).toBe(1);
    expect(haptics).toEqual(['error']);
  });

  it('sends the checked application once, then clears the draft and says it arrived', async () => {
    let release = () => {};
    const send = vi.fn(
      (application: Application) =>
        new Promise<{ id: number }>((resolve) => {
          expect(application).toMatchObject({ name: 'Dilnoza Karimova', phone: '+998901234567' });
          release = () => resolve({ id: 41 });
        }),
    );
    const scope = fork({
      values: [[$draft, filled]],
      handlers: [[submitApplicationFx, send]],
    });
    const first = allSettled(applicationSubmitted, { scope });
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    const second = allSettled(applicationSubmitted, { scope });
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(scope.getState($sentId)).toBe(41);
    expect(scope.getState($draft)).toEqual(EMPTY_DRAFT);
    await allSettled(anotherApplicationStarted, { scope });
    expect(scope.getState($sentId)).toBeNull();
  });

  it('keeps every field and says so when sending fails', async () => {
    vi.useFakeTimers();
    const shown = vi.fn();
    const scope = fork({
      values: [[$draft, filled]],
      handlers: [
        [
          submitApplicationFx,
          () => {
            throw new ApiError('http', 503, 'HR is down');
          },
        ],
      ],
    });
    const watcher = createWatch({ unit: toastShown, fn: shown, scope });
    await settle(allSettled(applicationSubmitted, { scope }));
    expect(scope.getState($draft)).toEqual(filled);
    expect(scope.getState($sendFailed)).toBe(true);
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ detail: { text: 'HR is down' } }));
    watcher.unsubscribe();
  });

  it('takes applicants aged 16 to 70 on the day, by the rule the HR API applies', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 12));
    const birthDateError = async (birthDate: string) => {
      const scope = fork({
        values: [[$draft, { ...filled, birthDate }]],
        handlers: [[submitApplicationFx, () => ({ id: 1 })]],
      });
      await allSettled(applicationSubmitted, { scope });
      return scope.getState($errors).birthDate;
    };
    try {
      expect(await birthDateError('2030-01-01')).toBe('form.error.age');
      expect(await birthDateError('1800-01-01')).toBe('form.error.age');
      expect(await birthDateError('2010-11-23')).toBe('form.error.age');
      expect(await birthDateError('2010-11-22')).toBeUndefined();
      expect(await birthDateError('1955-11-23')).toBeUndefined();
      expect(await birthDateError('1955-11-22')).toBe('form.error.age');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the vacancy from the link only when the draft has none', async () => {
    const scope = fork();
    await allSettled(vacancyPreselected, { scope, params: '3' });
    expect(scope.getState($draft).vacancyId).toBe('3');
    await allSettled(vacancyPreselected, { scope, params: '5' });
    expect(scope.getState($draft).vacancyId).toBe('3');
  });
});
