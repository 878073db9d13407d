import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LANGUAGE_INFO, LANGUAGES } from '@pizza-order-app/contract/config/languages';
import { localizePath } from '@pizza-order-app/contract/i18n/language-path';
import { $language, languageChosen } from '../../shared/i18n/model';

/** Links to the same screen in each language; choosing one remembers it in the cookie. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const [current, choose] = useUnit([$language, languageChosen]);
  return (
    <nav className="language-switcher" aria-label={t('layout.language')}>
      {LANGUAGES.map((language) => (
        <Link
          key={language}
          href={`~${localizePath(path, language)}`}
          lang={LANGUAGE_INFO[language].tag}
          hrefLang={language}
          aria-label={LANGUAGE_INFO[language].nativeName}
          title={LANGUAGE_INFO[language].nativeName}
          aria-current={language === current ? 'true' : undefined}
          className="language-switcher__item"
          onClick={() => choose(language)}
        >
          {language.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}
