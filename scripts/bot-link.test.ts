import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { botLinkPayload } from '../src/shared/contract/bot-link';
import { signedLinkQuery } from './bot-link.mjs';

describe('npm run link', () => {
  it('signs exactly what the edge checks: the contract’s canonical string', () => {
    const query = new URLSearchParams(
      signedLinkQuery(
        {
          // Given out of order: the script orders them as the contract does.
          expires: '1800000000',
          orderTypeId: '200',
          tgId: '77',
          language: 'uz',
          customerId: '9',
          regionId: '1',
          longitude: '69.204',
          latitude: '41.275',
        },
        'a-secret',
      ),
    );
    const payload = botLinkPayload(query);
    expect(payload).toBe(
      'tgId=77&customerId=9&language=uz&regionId=1&longitude=69.204&latitude=41.275&orderTypeId=200&expires=1800000000',
    );
    expect(query.get('signature')).toBe(
      createHmac('sha256', 'a-secret').update(payload).digest('hex'),
    );
  });

  it('leaves out what is not given', () => {
    const query = new URLSearchParams(signedLinkQuery({ tgId: '5', expires: '1' }, 's'));
    expect([...query.keys()]).toEqual(['tgId', 'expires', 'signature']);
  });
});
