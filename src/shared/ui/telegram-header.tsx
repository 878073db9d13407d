import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NAVIGATION } from '../config/navigation';
import { TelegramBackButton } from './telegram-back-button';

/**
 * The site's chrome inside Telegram (loaded only there): the client draws the header, the cart is
 * its MainButton and the language lives in the profile, which the settings button opens. What is
 * left is one compact button that unfolds the site's sections, and the client's BackButton.
 */
export function TelegramHeader() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <header
      className="telegram-header"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="telegram-header__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {t('layout.sections')}
      </button>
      <nav
        id={menuId}
        className="telegram-header__menu"
        aria-label={t('layout.navigation')}
        hidden={!open}
      >
        {NAVIGATION.map(({ href, key }) => (
          <Link
            key={href}
            href={href}
            className={(active) =>
              active
                ? 'telegram-header__link telegram-header__link--active'
                : 'telegram-header__link'
            }
            onClick={() => setOpen(false)}
          >
            {t(key)}
          </Link>
        ))}
      </nav>
      <TelegramBackButton />
    </header>
  );
}
