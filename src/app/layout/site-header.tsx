import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CartButton } from '../../features/cart';
import { LanguageSwitcher } from '../../features/switch-language';
import { ROUTES } from '@pizza-order-app/contract/config/routes';
import { NAVIGATION } from '../../shared/config/navigation';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      {/* The first tab stop; focusing the content leaves the address (#folderId on the menu) alone. */}
      <a
        href="#content"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('content')?.focus();
        }}
      >
        {t('layout.skip')}
      </a>
      <div className="site-header__bar">
        <Link href={ROUTES.menu} className="site-header__logo" aria-label={t('app.home')}>
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span>{t('app.name')}</span>
        </Link>
        <LanguageSwitcher />
        <CartButton />
      </div>
      <nav className="site-nav" aria-label={t('layout.navigation')}>
        {NAVIGATION.map(({ href, key }) => (
          <Link
            key={href}
            href={href}
            className={(active) =>
              active ? 'site-nav__link site-nav__link--active' : 'site-nav__link'
            }
          >
            {t(key)}
          </Link>
        ))}
      </nav>
    </header>
  );
}
