export * from './common.js';
export * from './auth.js';
export * from './assets.js';
export * from './repair.js';
export * as inspection from './inspection.js';
export * from './maintenance.js';
export * from './labels.js';
export * from './kpi.js';
