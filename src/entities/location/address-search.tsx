import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui';
import { Combobox, type ComboboxProps } from '../../shared/ui/combobox';

/** A field whose text and suggestions the caller's model holds (the picker's streets as typed). */
export type SuggestingField = Omit<ComboboxProps, 'label' | 'placeholder' | 'autoComplete'>;

/**
 * A street-and-house search form; what happens with the text is the caller's business. With
 * `suggestions` the field suggests as the customer types, and the caller holds its text.
 */
export function AddressSearch({
  onSearch,
  busy = false,
  suggestions,
}: {
  readonly onSearch: (text: string) => void;
  readonly busy?: boolean;
  readonly suggestions?: SuggestingField;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const text = suggestions?.value ?? typed;
  return (
    <form
      role="search"
      className={suggestions ? 'address-search address-search--suggesting' : 'address-search'}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSearch(text.trim());
      }}
    >
      {suggestions ? (
        <Combobox
          {...suggestions}
          label={t('location.search-label')}
          placeholder={t('location.search-placeholder')}
          autoComplete="off"
        />
      ) : (
        <label className="address-search__label">
          {t('location.search-label')}
          <input
            className="address-search__input"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="street-address"
            placeholder={t('location.search-placeholder')}
          />
        </label>
      )}
      <Button type="submit" variant="secondary" busy={busy}>
        {t('location.search')}
      </Button>
    </form>
  );
}
