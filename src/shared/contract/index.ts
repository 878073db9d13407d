export * from './common';
export * from './main-api';
export * from './messenger-api';
export * from './hr-api';
