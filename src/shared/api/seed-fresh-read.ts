import { scopeBind, type Scope } from 'effector';
import type { Language } from '@pizza-order-app/contract/config/languages';
import type { CallDefinition } from '@pizza-order-app/contract/common';
import type { CallParams, CallResult } from './clients';
import { attachApi } from './model';
import { queryKey } from './use-api-query';

const freshAnswerSeededFx = attachApi(
  (api, { key, answer }: { key: readonly unknown[]; answer: unknown }) => {
    api.reads.seed(key, answer);
    void api.reads.start(key, () => Promise.resolve(answer));
  },
);

/**
 * Gives a screen's main API read an answer as fresh as a read of its own (the edge read it for
 * this very page): the screen renders with it, and its read takes it rather than asking again,
 * as it would after seedMainQuery. Apart from use-api-query, so only the screens that use it
 * carry it.
 */
export const seedFreshMainQuery = async <C extends CallDefinition>(
  scope: Scope,
  call: C,
  params: CallParams<C>,
  language: Language,
  answer: CallResult<C>,
) => {
  await scopeBind(freshAnswerSeededFx, { scope })({
    key: queryKey('main', call, params, language),
    answer,
  });
};
