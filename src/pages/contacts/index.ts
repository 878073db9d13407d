export { ContactsPage as default } from './contacts-page';
