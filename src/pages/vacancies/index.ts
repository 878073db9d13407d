export { VacanciesPage as default } from './vacancies-page';
