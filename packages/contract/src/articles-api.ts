/** News and promotions of the main API: only the article screens need them. */
import * as v from 'valibot';
import {
  IdSchema,
  QueryCount,
  QueryId,
  QueryLanguageCode,
  IsoDateSchema,
  type CallDefinition,
} from './common';

// ─── News and promotions ─────────────────────────────────────────────────────

export const NewsItemSchema = v.object({
  id: IdSchema,
  title: v.string(),
  summary: v.string(),
  /** HTML; the client sanitises it before rendering. */
  body: v.string(),
  imageUrl: v.string(),
  publishedAt: IsoDateSchema,
});
export type NewsItem = v.InferOutput<typeof NewsItemSchema>;

export const PromotionSchema = v.object({
  id: IdSchema,
  title: v.string(),
  summary: v.string(),
  body: v.string(),
  imageUrl: v.string(),
  startsAt: IsoDateSchema,
  endsAt: IsoDateSchema,
  /** Designed: the code a promo-code promotion is taken with at checkout (PromoCodeSchema's form). */
  promoCode: v.optional(v.string()),
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

/** A promotion at `now`: not started yet, running, or ended (its page says which). */
export const promotionPeriod = (
  { startsAt, endsAt }: Pick<Promotion, 'startsAt' | 'endsAt'>,
  now: number,
): 'upcoming' | 'running' | 'ended' =>
  now >= Date.parse(endsAt) ? 'ended' : now < Date.parse(startsAt) ? 'upcoming' : 'running';

/**
 * What of an article's screen depends on the article and the time: a promotion's period, and
 * whether a running one is taken with a code. The prerendered stand-in's screen holds every
 * variant, each marked with its condition (FIRST_VISIT_IF_ATTRIBUTE); the edge keeps those that
 * hold of the article it writes in (functions/lib/first-visit-article.ts).
 */
export type FirstVisitCondition =
  'upcoming' | 'ended' | 'running-with-code' | 'running-without-code';

export const firstVisitConditions = (
  article: NewsItem | Promotion,
  now: number,
): FirstVisitCondition[] => {
  if (!('endsAt' in article)) return [];
  const period = promotionPeriod(article, now);
  if (period !== 'running') return [period];
  return [article.promoCode ? 'running-with-code' : 'running-without-code'];
};

const PageQuerySchema = v.object({
  Language: QueryLanguageCode,
  skip: v.optional(QueryCount),
  take: v.optional(v.pipe(QueryCount, v.minValue(1), v.maxValue(100))),
});
const ItemQuerySchema = v.object({ Language: QueryLanguageCode, id: QueryId });

export const newsListCall = {
  method: 'GET',
  path: '/api/news/List',
  query: PageQuerySchema,
  response: v.object({ items: v.array(NewsItemSchema), total: v.number() }),
  refusals: [],
} as const satisfies CallDefinition;

export const newsItemCall = {
  method: 'GET',
  path: '/api/news/Get',
  query: ItemQuerySchema,
  response: v.object({ item: NewsItemSchema }),
  refusals: [],
} as const satisfies CallDefinition;

export const promotionsListCall = {
  method: 'GET',
  path: '/api/stocks/List',
  query: PageQuerySchema,
  response: v.object({ items: v.array(PromotionSchema), total: v.number() }),
  refusals: [],
} as const satisfies CallDefinition;

export const promotionCall = {
  method: 'GET',
  path: '/api/stocks/Get',
  query: ItemQuerySchema,
  response: v.object({ item: PromotionSchema }),
  refusals: [],
} as const satisfies CallDefinition;
