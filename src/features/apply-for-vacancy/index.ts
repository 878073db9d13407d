export { ApplicationForm } from './application-form';
