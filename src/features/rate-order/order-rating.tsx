import { useGate, useStoreMap, useUnit } from 'effector-react';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $offersRatings } from '../../entities/backend';
import { useOrders } from '../../entities/order';
import { ORDER_STATUS, type Order } from '@pizza-order-app/contract/orders-api';
import {
  isRatingChangeable,
  RATING_CHANGE_WINDOW_MS,
  RATING_LIMITS,
  ratingTagsFor,
  type OrderRating,
} from '@pizza-order-app/contract/ratings';
import { $now } from '../../shared/lib/clock/model';
import { useFormatDate } from '../../shared/lib/use-format-date';
import { Button, Section } from '../../shared/ui';
import { Field } from '../../shared/ui/field';
// Directly, not through the barrel: only the order screens rate.
import { StarRating } from '../../shared/ui/star-rating';
import { ToggleTags } from '../../shared/ui/toggle-tags';
import {
  $askedOrders,
  $drafts,
  $errors,
  $given,
  $opened,
  $profileAsk,
  $sendingOrders,
  $thanked,
  changeStarted,
  commentChanged,
  EMPTY_RATING,
  formOpened,
  orderToAsk,
  profileLeft,
  RatingAskGate,
  ratingAskShown,
  ratingDismissed,
  ratingSubmitted,
  starsChosen,
  tagToggled,
} from './model';
import './order-rating.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** The stars, tags and comment for one order, sent together. */
function RatingForm({
  orderId,
  orderTypeId,
  changing,
}: {
  readonly orderId: number;
  readonly orderTypeId: number;
  readonly changing: boolean;
}) {
  const { t } = useTranslation();
  const draft = useStoreMap($drafts, (drafts) => drafts[orderId] ?? EMPTY_RATING);
  const errors = useStoreMap($errors, (all) => all[orderId] ?? {});
  const sending = useStoreMap($sendingOrders, (all) => all.includes(orderId));
  const [chooseStars, toggleTag, changeComment, submit] = useUnit([
    starsChosen,
    tagToggled,
    commentChanged,
    ratingSubmitted,
  ]);
  return (
    // A form for the fields' grouping; the button sends, as the Telegram skin's button submits
    // no form.
    <form className="rate-order__form" noValidate onSubmit={(event) => event.preventDefault()}>
      <StarRating
        label={t('rating.stars')}
        value={draft.stars}
        optionLabels={STARS.map((stars) => t(`rating.star-${stars}`))}
        onChange={(stars) => chooseStars({ orderId, stars })}
        error={errors.stars && t(errors.stars)}
      />
      <ToggleTags
        label={t('rating.tags')}
        options={ratingTagsFor(orderTypeId).map((tag) => ({
          value: tag,
          label: t(`rating.tag-${tag}`),
        }))}
        selected={draft.tags}
        onToggle={(tag) => toggleTag({ orderId, tag })}
      />
      <Field label={t('rating.comment')} error={errors.comment && t(errors.comment)}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={RATING_LIMITS.comment}
            value={draft.comment}
            onChange={(event) => changeComment({ orderId, comment: event.target.value })}
          />
        )}
      </Field>
      <Button busy={sending} onClick={() => submit(orderId)}>
        {t(changing ? 'rating.save' : 'rating.submit')}
      </Button>
    </form>
  );
}

/** A rating given: its stars, tags and comment, and a change while the day lasts. */
function RatingSummary({
  orderId,
  rating,
}: {
  readonly orderId: number;
  readonly rating: OrderRating;
}) {
  const { t } = useTranslation();
  const justGiven = useStoreMap($thanked, (thanked) => thanked.includes(orderId));
  const formatDate = useFormatDate();
  const [now, change] = useUnit([$now, changeStarted]);
  const changeable = isRatingChangeable(rating.ratedAt, now);
  const changeUntil = Date.parse(rating.ratedAt) + RATING_CHANGE_WINDOW_MS;
  return (
    <div className="rate-order__summary">
      {justGiven && (
        <p role="status" className="rate-order__thanks">
          {t('rating.thanks')}
        </p>
      )}
      <p>
        <span className="rate-order__stars" aria-hidden="true">
          {'★'.repeat(rating.stars)}
          <span className="rate-order__stars-off">{'★'.repeat(5 - rating.stars)}</span>
        </span>{' '}
        {t('rating.given', { stars: rating.stars })}
      </p>
      {rating.tags.length > 0 && (
        <p className="hint">{rating.tags.map((tag) => t(`rating.tag-${tag}`)).join(', ')}</p>
      )}
      {rating.comment && <p className="rate-order__comment">{rating.comment}</p>}
      {changeable && (
        <>
          <Button
            variant="secondary"
            aria-label={t('rating.change-label', { id: orderId })}
            onClick={() => change({ orderId, rating })}
          >
            {t('rating.change')}
          </Button>
          <p className="hint">
            {t('rating.change-until', {
              time: formatDate(new Date(changeUntil).toISOString(), 'date-time'),
            })}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * One finished order's rating: the rating given, the form (asked for, or opened), or a button
 * that opens it. `ask`: the screen asks for it now (the tracker, the profile's ask), with "Not
 * now"; elsewhere (the history, an order asked about before) only the button.
 */
export function OrderRatingPanel({ order, ask }: { readonly order: Order; readonly ask: boolean }) {
  const { t } = useTranslation();
  const { orderId } = order;
  const given = useStoreMap($given, (all) => all[orderId] ?? null);
  const opened = useStoreMap($opened, (all) => all.includes(orderId));
  const [open, dismiss, offered] = useUnit([formOpened, ratingDismissed, $offersRatings]);
  const rating = given ?? order.rating;
  // A backend without ratings (docs/api.md, "Capabilities") is asked for none.
  const stage =
    !offered || order.statusCode !== ORDER_STATUS.completed
      ? null
      : rating && !opened
        ? 'summary'
        : rating || opened || ask
          ? 'form'
          : 'button';
  const panel = useRef<HTMLDivElement>(null);
  const previous = useRef(stage);
  // The form that had the focus is gone (sent, or put off): the focus goes to what took its place.
  useLayoutEffect(() => {
    if (previous.current === 'form' && stage !== 'form') panel.current?.focus();
    previous.current = stage;
  }, [stage]);
  if (!stage) return null;
  return (
    <div ref={panel} className="rate-order" tabIndex={-1}>
      {stage === 'summary' && rating && <RatingSummary orderId={orderId} rating={rating} />}
      {stage === 'form' && (
        <>
          <RatingForm
            orderId={orderId}
            orderTypeId={order.orderTypeId}
            changing={Boolean(rating)}
          />
          {ask && !rating && !opened && (
            <Button variant="ghost" onClick={() => dismiss(orderId)}>
              {t('rating.later')}
            </Button>
          )}
        </>
      )}
      {stage === 'button' && (
        <Button
          variant="secondary"
          aria-label={t('rating.rate-label', { id: orderId })}
          onClick={() => open(orderId)}
        >
          {t('rating.rate')}
        </Button>
      )}
    </div>
  );
}

/** The tracker's ask, for the owner of a finished order. */
export function TrackerRating({ order }: { readonly order: Order }) {
  const { t } = useTranslation();
  useGate(RatingAskGate);
  const asked = useStoreMap($askedOrders, (all) => all.includes(order.orderId));
  const offered = useUnit($offersRatings);
  if (!offered || order.statusCode !== ORDER_STATUS.completed) return null;
  return (
    <Section title={t('rating.title')} className="rate-order__section">
      <OrderRatingPanel order={order} ask={!asked} />
    </Section>
  );
}

/**
 * The profile's one ask: the newest order finished lately that is neither rated nor asked about
 * before. Shown for this visit only; the next visit asks about none unless another finishes.
 */
export function ProfileRatingAsk() {
  const { t } = useTranslation();
  const { orders } = useOrders({ page: 0 });
  const id = useId();
  useGate(RatingAskGate);
  const [asked, ask, now, shown, left, offered] = useUnit([
    $askedOrders,
    $profileAsk,
    $now,
    ratingAskShown,
    profileLeft,
    $offersRatings,
  ]);
  const next = offered && orders ? orderToAsk(orders, asked, now) : null;
  useEffect(() => {
    if (ask === null && next !== null) shown(next);
  }, [ask, next, shown]);
  useEffect(() => () => left(), [left]);
  const order = orders?.find(({ orderId }) => orderId === ask);
  if (!order) return null;
  return (
    <section className="rate-order__ask" aria-labelledby={id}>
      <h3 id={id} className="section-title">
        {t('rating.ask', { id: order.orderId })}
      </h3>
      <OrderRatingPanel order={order} ask />
    </section>
  );
}
