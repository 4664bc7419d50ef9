export * from './catalog/catalogFormat.js';
