// Moved: kept until the importers that still name this path are updated.
export * from '../lib/apiErrorPolicy.js';
