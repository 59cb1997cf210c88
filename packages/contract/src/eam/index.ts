export * from './common.js';
export * from './auth.js';
export * from './assets.js';
