import {
  createOrderCall,
  isOrderActive,
  ORDER_STATUS_STEPS,
  orderCall,
  RATING_ERROR_CODES,
  rateOrderCall,
  type RatingTag,
} from '@pizza-order-app/contract';
import type { Calls, Capability } from './kit';
import {
  check,
  ENGLISH,
  needs,
  pickupOrder,
  webCustomer,
  type Fixture,
  type Found,
} from './test-data';

/**
 * Ratings (docs/api.md, "Ratings"): only the owner rates, only a finished order, only the tags its
 * type is offered, and a rating may be changed for a day. The test order is finished through the
 * chain's hook that moves a test order along (`--advance`).
 */

const PICKUP_TAG: RatingTag = 'tasty';
const COURIER_TAG: RatingTag = 'polite-courier';

export const ratingsCapability = (found: Found, fixture: Fixture): Capability => {
  const owner = webCustomer();
  const stranger = webCustomer();
  let orderId: number | undefined;
  let ratedAt: string | undefined;
  return {
    name: 'ratings',
    apis: ['main', 'advance'],
    checks: (calls: Calls) => {
      const rate = (as: typeof owner, body: Record<string, unknown>) =>
        calls.send('main', rateOrderCall, {
          body: { orderId: needs(orderId, 'order'), language: ENGLISH, ...body },
          as,
        });
      const statusOf = async () => {
        const query = { Language: ENGLISH, orderId: needs(orderId, 'order') };
        const read = await calls.call('main', orderCall, { query, as: owner });
        return read.order.statusCode;
      };
      return [
        check(
          'POST /api/delivery/Rate of an order on its way: 409 order-not-finished',
          async () => {
            const body = pickupOrder(found, fixture);
            orderId = (await calls.call('main', createOrderCall, { body, as: owner })).orderId;
            const answer = await rate(owner, { stars: 5 });
            calls.mustBeThere(answer, 'POST /api/delivery/Rate');
            await calls.expectRefusal(
              'main',
              rateOrderCall,
              [409],
              { body: { orderId, stars: 5, language: ENGLISH }, as: owner },
              { code: RATING_ERROR_CODES.orderNotFinished },
            );
          },
        ),
        check('the test order finishes when moved along', async () => {
          // One step per status of a pickup, and no more: a hook that never finishes it is wrong.
          for (let move = 0; move < ORDER_STATUS_STEPS[200].length; move += 1) {
            if (!isOrderActive(await statusOf())) break;
            await calls.advance(needs(orderId, 'order'));
          }
          const status = await statusOf();
          if (isOrderActive(status))
            throw calls.wrong(
              await calls.send('main', orderCall, {
                query: { Language: ENGLISH, orderId: needs(orderId, 'order') },
                as: owner,
              }),
              `still status ${status} after ${ORDER_STATUS_STEPS[200].length} moves`,
            );
        }),
        check('another customer rating it: 404', () =>
          calls.expectRefusal('main', rateOrderCall, [404], {
            body: { orderId: needs(orderId, 'order'), stars: 1, language: ENGLISH },
            as: stranger,
          }),
        ),
        check('a courier’s tag on a pickup: 400 tag-not-offered', () =>
          calls.expectRefusal(
            'main',
            rateOrderCall,
            [400],
            {
              body: {
                orderId: needs(orderId, 'order'),
                stars: 4,
                tags: [COURIER_TAG],
                language: ENGLISH,
              },
              as: owner,
            },
            { code: RATING_ERROR_CODES.tagNotOffered },
          ),
        ),
        check('the owner rates it, and the order carries the rating', async () => {
          const answer = await rate(owner, { stars: 4, tags: [PICKUP_TAG] });
          const { rating } = calls.expectAnswer(rateOrderCall, answer);
          if (rating.stars !== 4 || !rating.tags.includes(PICKUP_TAG))
            throw calls.wrong(answer, 'the rating answered is not the one given');
          ratedAt = rating.ratedAt;
          const query = { Language: ENGLISH, orderId: needs(orderId, 'order') };
          const read = await calls.call('main', orderCall, { query, as: owner });
          if (read.view !== 'owner' || read.order.rating?.stars !== 4)
            throw calls.wrong(
              await calls.send('main', orderCall, { query, as: owner }),
              'the order does not carry its rating',
            );
        }),
        check('the owner changes it within the day; it keeps when it was first given', async () => {
          const answer = await rate(owner, { stars: 5 });
          const { rating } = calls.expectAnswer(rateOrderCall, answer);
          if (rating.stars !== 5 || rating.ratedAt !== needs(ratedAt, 'rating'))
            throw calls.wrong(answer, 'a changed rating is its new stars, first given as before');
        }),
      ];
    },
  };
};
