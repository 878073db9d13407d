import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui';
import { Combobox, type ComboboxProps } from '../../shared/ui/combobox';

/** A field whose text and suggestions the caller's model holds (a street search as typed). */
export type SuggestingField = Omit<ComboboxProps, 'label' | 'placeholder' | 'autoComplete'>;

/**
 * A street-and-house search form whose field suggests as the customer types; what happens with
 * the text is the caller's business.
 */
export function AddressSearch({
  onSearch,
  busy = false,
  suggestions,
}: {
  readonly onSearch: (text: string) => void;
  readonly busy?: boolean;
  readonly suggestions: SuggestingField;
}) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      className="address-search"
      onSubmit={(event) => {
        event.preventDefault();
        const text = suggestions.value.trim();
        if (text) onSearch(text);
      }}
    >
      <Combobox
        {...suggestions}
        label={t('location.search-label')}
        placeholder={t('location.search-placeholder')}
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" busy={busy}>
        {t('location.search')}
      </Button>
    </form>
  );
}
