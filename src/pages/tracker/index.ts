export { TrackerPage as default } from './tracker-page';
