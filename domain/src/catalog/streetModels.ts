/** The four 2024 Duke and Super Duke street models; the 3D waiting room shows them their own videos. */
export const STREET_MODEL_IDS = [
  'KTM-125-DUKE-2024',
  'KTM-390-DUKE-2024',
  'KTM-990-DUKE-2024',
  'KTM-1390-SUPER-DUKE-R-2024',
] as const;

/** Dealer qualification that marks X-Bow dealers. */
export const XBOW_DEALER_QUALIFICATION = '1000681369';
