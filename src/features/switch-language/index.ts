export { LanguageSwitcher } from './language-switcher';
