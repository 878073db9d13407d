export { ProfilePage as default } from './profile-page';
