import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { AddressSearch } from '../../entities/location/lazy';
import { Button } from '../../shared/ui';
import {
  $activeSuggestion,
  $streetText,
  $suggestionsOpen,
  $suggestions,
  $suggestState,
  streetSubmitted,
  streetTyped,
  suggestionChosen,
  suggestionMoved,
  suggestionsClosed,
  suggestionsRetried,
} from './street-search-model';

/** The picker's street search: streets suggested as the customer types, or found on submit. */
export function StreetSearch({ busy }: { readonly busy: boolean }) {
  const { t } = useTranslation();
  const [text, places, open, active, state] = useUnit([
    $streetText,
    $suggestions,
    $suggestionsOpen,
    $activeSuggestion,
    $suggestState,
  ]);
  const [type, move, choose, close, retry, submit] = useUnit([
    streetTyped,
    suggestionMoved,
    suggestionChosen,
    suggestionsClosed,
    suggestionsRetried,
    streetSubmitted,
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
