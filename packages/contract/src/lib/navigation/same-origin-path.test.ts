import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const SITE = 'https://pizza.test';

describe('sameOriginPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/news/5?tag=spicy#3', '/news/5?tag=spicy#3'],
    ['/en/news', '/en/news'],
    ['/a//b', '/a//b'],
    ['news', '/news'],
  ])('keeps the path %j as %j', (path, expected) => {
    expect(sameOriginPath(path)).toBe(expected);
  });

  it.each([
    ['//evil.example', '/evil.example'],
    ['//evil.example/?customerId=3', '/evil.example/?customerId=3'],
    ['///evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/\t/evil.example', '/evil.example'],
    ['/\n\\evil.example', '/evil.example'],
    ['https://evil.example/', '/https://evil.example/'],
  ])('brings %j, another site as it stands, back to this one as %j', (path, expected) => {
    expect(new URL(path, SITE).origin).not.toBe(SITE);
    expect(sameOriginPath(path)).toBe(expected);
    expect(new URL(sameOriginPath(path), SITE).origin).toBe(SITE);
  });
});
