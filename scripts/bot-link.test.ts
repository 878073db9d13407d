import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { botLinkPayload } from '@pizza-order-app/contract/bot-link';
import { linkNonce, signedLinkQuery } from './bot-link.mjs';

describe('npm run link', () => {
  it('signs exactly what the edge checks: the contract’s canonical string', () => {
    const query = new URLSearchParams(
      signedLinkQuery(
        {
          // Given out of order: the script orders them as the contract does.
          expires: '1800000000',
          nonce: 'Xk3v9Qm2LrT8wZp1YbN4cA',
          orderTypeId: '200',
          tgId: '77',
          language: 'uz',
          customerId: '9',
          firstName: 'Aziz',
          regionId: '1',
          longitude: '69.204',
          latitude: '41.275',
        },
        'a-secret',
      ),
    );
    const payload = botLinkPayload(query);
    expect(payload).toBe(
      'tgId=77&firstName=Aziz&customerId=9&language=uz&regionId=1&longitude=69.204&latitude=41.275&orderTypeId=200&nonce=Xk3v9Qm2LrT8wZp1YbN4cA&expires=1800000000',
    );
    expect(query.get('signature')).toBe(
      createHmac('sha256', 'a-secret').update(payload).digest('hex'),
    );
  });

  it('signs a name as the link carries it, URL-encoded: a name with & and = cannot pass for another parameter', () => {
    const search = signedLinkQuery({ tgId: '5', firstName: 'Ҳилола & Co', expires: '1' }, 's');
    expect(search).toContain('firstName=%D2%B2%D0%B8%D0%BB%D0%BE%D0%BB%D0%B0%20%26%20Co&');
    const query = new URLSearchParams(search);
    expect(query.get('signature')).toBe(
      createHmac('sha256', 's').update(botLinkPayload(query)).digest('hex'),
    );
    // The name "A&customerId=5" signs otherwise than the name "A" with customer 5.
    const tricky = new URLSearchParams(
      signedLinkQuery({ tgId: '5', firstName: 'A&customerId=5' }, 's'),
    );
    const plain = new URLSearchParams(
      signedLinkQuery({ tgId: '5', firstName: 'A', customerId: '5' }, 's'),
    );
    expect(botLinkPayload(tricky)).not.toBe(botLinkPayload(plain));
    expect(tricky.get('signature')).not.toBe(plain.get('signature'));
  });

  it('leaves out what is not given', () => {
    const query = new URLSearchParams(signedLinkQuery({ tgId: '5', expires: '1' }, 's'));
    expect([...query.keys()]).toEqual(['tgId', 'expires', 'signature']);
  });

  it('makes a new random nonce for every link', () => {
    const nonces = new Set(Array.from({ length: 20 }, linkNonce));
    expect(nonces.size).toBe(20);
    for (const nonce of nonces) expect(nonce).toMatch(/^[\w-]{22}$/);
  });
});
