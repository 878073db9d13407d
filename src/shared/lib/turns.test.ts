import { allSettled, createEffect, createEvent, createStore, fork, sample } from 'effector';
import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

describe('turns', () => {
  it('lets only the answer of the newest start through, whatever order answers come in', async () => {
    const asked = createEvent<string>();
    const answers = new Map<string, (value: string) => void>();
    const askFx = createEffect(
      ({ text }: { text: string; turn: number }) =>
        new Promise<string>((resolve) => answers.set(text, resolve)),
    );
    const { $turn, newest } = createTurns([asked]);
    sample({ clock: asked, source: $turn, fn: (turn, text) => ({ text, turn }), target: askFx });
    const $shown = createStore('').on(newest(askFx.done), (_, { result }) => result);

    const scope = fork();
    const first = allSettled(asked, { scope, params: 'first' });
    const second = allSettled(asked, { scope, params: 'second' });
    answers.get('second')?.('second answer');
    answers.get('first')?.('first answer');
    await Promise.all([first, second]);
    expect(scope.getState($turn)).toBe(2);
    expect(scope.getState($shown)).toBe('second answer');
  });
});
