import { describe, expect, it } from 'vitest';
import { matchRoute, routePath } from './routes';

describe('route table', () => {
  it.each([
    ['/', 'menu'],
    ['/news', 'news'],
    ['/news/12', 'newsItem'],
    ['/order', 'order'],
    ['/stocks/3', 'stock'],
    ['/tracker/9f2', 'tracker'],
    ['/vacancies/form', 'vacancyForm'],
    ['/delivery-map', 'deliveryMap'],
    ['/news/', 'news'],
  ])('%s is %s', (path, name) => {
    expect(matchRoute(path)).toBe(name);
  });

  it.each(['/nope', '/news/1/2', '/en', '//', '/order/x'])('%s is unknown', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('builds paths from parameters', () => {
    expect(routePath('tracker', { id: 42 })).toBe('/tracker/42');
  });
});
