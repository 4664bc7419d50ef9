/** The harness's sections, in the order `npm run harness` runs them. */
import type { Section } from '../figures.js';
import { accessibility } from './accessibility.js';
import { dryRunSection } from './dryrun.js';
import { faultsDbSection } from './faultsDb.js';
import { faultsIoSection } from './faultsIo.js';
import { fuzzSection } from './fuzz.js';
import { instancesSection } from './instances.js';
import { lighthouse } from './lighthouse.js';
import { loadSection } from './load.js';
import { pdfMemorySection } from './pdfmemory.js';
import { securitySection } from './security.js';
import { soakSection } from './soak.js';

/** In the order: load, faults, two instances, fuzz, security, accessibility, budgets, soak. */
export const sections: Section[] = [
  loadSection,
  faultsDbSection,
  faultsIoSection,
  instancesSection,
  fuzzSection,
  securitySection,
  accessibility,
  lighthouse,
  dryRunSection,
  pdfMemorySection,
  soakSection,
];
