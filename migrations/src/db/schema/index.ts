export * from './catalog.js';
export * from './eventStore.js';
export * from './identity.js';
export * from './projections.js';
export * from './rendering.js';
