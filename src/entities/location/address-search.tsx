import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui';

/** A street-and-house search form; what happens with the text is the caller's business. */
export function AddressSearch({
  onSearch,
  busy = false,
}: {
  readonly onSearch: (text: string) => void;
  readonly busy?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className="address-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSearch(text.trim());
      }}
    >
      <label className="address-search__label">
        {t('location.search-label')}
        <input
          className="address-search__input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="street-address"
          placeholder={t('location.search-placeholder')}
        />
      </label>
      <Button type="submit" variant="secondary" busy={busy}>
        {t('location.search')}
      </Button>
    </form>
  );
}
