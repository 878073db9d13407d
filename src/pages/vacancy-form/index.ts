export { VacancyFormPage as default } from './vacancy-form-page';
