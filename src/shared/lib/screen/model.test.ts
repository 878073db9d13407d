import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $screen, windowResized, type ScreenFlags } from './model';

const flagsAt = async (width: number): Promise<ScreenFlags> => {
  const scope = fork();
  await allSettled(windowResized, { scope, params: width });
  return scope.getState($screen);
};

const only = (...names: (keyof ScreenFlags)[]): ScreenFlags => ({
  mobile: names.includes('mobile'),
  tablet: names.includes('tablet'),
  tabletAndLower: names.includes('tabletAndLower'),
  laptop: names.includes('laptop'),
  monitor: names.includes('monitor'),
  xxl: names.includes('xxl'),
});

describe('screen-size flags (docs/product.md §4, breakpoints 600/1024/1440/1920)', () => {
  it.each([
    [320, only('mobile', 'tabletAndLower')],
    [599, only('mobile', 'tabletAndLower')],
    [600, only('tablet', 'tabletAndLower')],
    [1024, only('tablet', 'tabletAndLower')],
    [1025, only('laptop')],
    [1439, only('laptop')],
    [1440, only('monitor')],
    [1919, only('monitor')],
    [1920, only('xxl')],
    [2560, only('xxl')],
  ])('at %i px', async (width, expected) => {
    expect(await flagsAt(width)).toEqual(expected);
  });
});
