export * from './common';
export * from './limits';
export * from './main-api';
export * from './orders-api';
export * from './articles-api';
export * from './messenger-api';
export * from './hr-api';
