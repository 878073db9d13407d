import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES } from '../../shared/config/routes';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer.tagline')}</p>
      <p>
        <Link href={ROUTES.contacts}>{t('nav.contacts')}</Link>
        {' · '}
        <Link href={ROUTES.vacancies}>{t('nav.vacancies')}</Link>
      </p>
      <p className="site-footer__copy">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
