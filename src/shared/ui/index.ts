export { Page } from './page';
export { PageMeta } from './page-meta';
export { EmptyState } from './empty-state';
export { Skeleton } from './skeleton';
export { ErrorScreen } from './error-screen';
export { Toaster } from './toast/toaster';
