import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FOOTER_LINKS } from '../../shared/config/navigation';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer.tagline')}</p>
      <p>
        {FOOTER_LINKS.map(({ href, key }, index) => (
          <Fragment key={href}>
            {index > 0 && ' · '}
            <Link href={href}>{t(key)}</Link>
          </Fragment>
        ))}
      </p>
      <p className="site-footer__copy">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
