// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VISIT_DATA_ID } from '@pizza-order-app/contract/config/first-visit-lists';
import { takeFirstVisitData } from './first-visit-data';

const write = (text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_VISIT_DATA_ID;
  script.textContent = text;
  document.body.append(script);
};

describe('takeFirstVisitData', () => {
  afterEach(() => document.getElementById(FIRST_VISIT_DATA_ID)?.remove());

  it('hands over what the edge wrote once', () => {
    write('{"list":"news","answer":{"items":[],"total":0}}');
    expect(takeFirstVisitData()).toEqual({ list: 'news', answer: { items: [], total: 0 } });
    expect(takeFirstVisitData()).toBeNull();
  });

  it('gives nothing for a page without it or with broken JSON', () => {
    expect(takeFirstVisitData()).toBeNull();
    write('{"list":');
    expect(takeFirstVisitData()).toBeNull();
  });
});
