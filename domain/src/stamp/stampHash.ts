/**
 * The stamp sent with the PDF-with-screenshot request. The server caches rendered screenshots per
 * stamp, so two requests for the same look must produce the same stamp in the browser and on the server.
 *
 * The hash is the classic Java `String.hashCode`: h = 31 * h + charCode over UTF-16 code units,
 * wrapped to a signed 32-bit integer. It is not a cryptographic hash; collisions only cost a cache miss.
 *
 * Test vectors (checked in stampHash.test.ts):
 * - stringHash32('') === 0
 * - stringHash32('a') === 97
 * - stringHash32('hello') === 99162322
 * - stringHash32('Hello, World') === -505841268
 * - configurationStamp({ modelId: 'HQV-TE-300-2025', variationCode: 'T3001U0', mainImages: [] }) === '258954742'
 * - configurationStamp({ modelId: 'KTM-XBOW-GTXR-2024', variationCode: 'X3001U0',
 *     mainImages: ['body.png', 'rims.png'] }) === '-1438011886'
 */
export function stringHash32(s: string): number {
  let hash = 0;
  for (let i = 0; i < s.length; i++) {
    // Math.imul keeps the multiplication in 32 bits; `| 0` wraps the sum back to a signed int.
    hash = (Math.imul(hash, 31) + s.charCodeAt(i)) | 0;
  }
  return hash;
}

export interface StampInput {
  modelId: string;
  variationCode: string;
  /** Main image of each applied part, in applied order: reordering parts changes the stamp. */
  mainImages: readonly string[];
}

/**
 * The signed decimal form of the hash (may start with '-'), as Java and the original client print it;
 * keeping the sign means stamps stay comparable with ones already cached by the server.
 * The parts are concatenated without separators, exactly as the spec describes the input.
 */
export function configurationStamp({ modelId, variationCode, mainImages }: StampInput): string {
  return String(stringHash32(modelId + variationCode + mainImages.join('')));
}
