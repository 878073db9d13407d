import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui';
import { AddressSearch } from './address-search';
import type { StreetSearchModel } from './street-search-model';

/** A screen's street search (`createStreetSearch`): streets suggested as the customer types, or found on submit. */
export function StreetSearch({
  model,
  busy,
}: {
  readonly model: StreetSearchModel;
  readonly busy: boolean;
}) {
  const { t } = useTranslation();
  const [text, places, open, active, state] = useUnit([
    model.$streetText,
    model.$suggestions,
    model.$suggestionsOpen,
    model.$activeSuggestion,
    model.$suggestState,
  ]);
  const [type, move, choose, close, retry, submit] = useUnit([
    model.streetTyped,
    model.suggestionMoved,
    model.suggestionChosen,
    model.suggestionsClosed,
    model.suggestionsRetried,
    model.streetSubmitted,
  ]);
  return (
    <AddressSearch
      onSearch={() => submit()}
      busy={busy}
      suggestions={{
        value: text,
        onChange: type,
        options: places.map((place) => ({
          key: `${place.longitude},${place.latitude}`,
          label: place.address,
        })),
        open,
        activeIndex: active,
        onMove: move,
        onChoose: choose,
        onClose: close,
        status:
          state === 'failed' ? (
            <>
              <span role="alert">{t('location.suggest-failed')}</span>
              <Button variant="ghost" onClick={() => retry()}>
                {t('common.retry')}
              </Button>
            </>
          ) : (
            <span role="status">{t('location.not-found')}</span>
          ),
      }}
    />
  );
}
