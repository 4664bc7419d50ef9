/** The harness's sections, in the order `npm run harness` runs them. */
import type { Section } from '../figures.js';

export const sections: Section[] = [];
