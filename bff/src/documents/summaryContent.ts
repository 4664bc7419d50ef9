import {
  type BrandCode,
  type Configuration,
  perspectiveRange,
  type VehicleCatalog,
} from '@configurator/domain';
import { type KeyFigure, keyFiguresOf } from '@configurator/domain/presentation/keyFigures';
import type { Database } from '@configurator/migrations/db/database';
import { dealers } from '@configurator/migrations/db/schema/catalog';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { CatalogService } from '../catalog/catalogService.js';
import type { Part } from '../catalog/catalogTypes.js';
import { type ColorLine, colorCustomizationOf, colorLines } from '../configurations/colorCustomization.js';
import { presentState } from '../configurations/statePresentation.js';
import { requestContext, type SupportedLanguage } from '../http/requestContext.js';
import { imageSetup } from '../images/fullImages.js';
import type { ImageService } from '../images/imageService.js';

export interface SummaryPart {
  name: string;
  reference: string;
  price: string | null;
  notVisualized: boolean;
  racing: boolean;
}

/** Everything the printed summary shows, already localised and formatted. */
export interface SummaryContent {
  brand: BrandCode;
  language: SupportedLanguage;
  modelName: string;
  heroTitle: string;
  colourName: string | null;
  /** The X-Bow's colours set, slot by slot, with the finish and the rim size; empty for other models. */
  colors: ColorLine[];
  /** The stills of every perspective, or the visitor's screenshot, as data URLs. */
  images: string[];
  fromScreenshot: boolean;
  keyFigures: KeyFigure[];
  /** The applied parts that no applied setup brought. */
  parts: SummaryPart[];
  /** The setup and those of its parts still applied: a part the visitor replaced is not among them. */
  setup: { name: string; parts: SummaryPart[] } | null;
  /** Null when the model shows no prices. */
  basePrice: string | null;
  total: string | null;
  priceNote: string;
  montageNote: string;
  racing: boolean;
  date: string;
  shareUrl: string;
  qrSvg: string;
  dealer: { name: string; address: string; email: string; phone: string } | null;
}

/** What a summary is gathered from. */
export interface SummarySources {
  db: Database;
  catalog: CatalogService;
  images: Pick<ImageService, 'resolveImageSetup' | 'composedAll'>;
}

export interface SummaryRequest {
  state: Configuration;
  culture: string;
  shareUrl: string;
  /** PNG bytes of the visitor's 3D view, printed instead of the stills. */
  screenshot?: Buffer | undefined;
  now: Date;
}

/** Widths of the printed pictures: about 150 dpi across an A4 page, and across a third of it. */
export const MAIN_IMAGE_WIDTH = 1100;
export const ROW_IMAGE_WIDTH = 600;

async function stillDataUrls(
  images: SummarySources['images'],
  state: Configuration,
  catalog: VehicleCatalog,
): Promise<string[]> {
  const resolved = await images.resolveImageSetup(
    imageSetup(catalog, state.variationCode, state.partIds, state.vehicleSettings),
  );
  // The same layers as the 2D viewer's, stacked into one JPEG per perspective, all on one page.
  const pictures = await images.composedAll(
    resolved,
    perspectiveRange(catalog.brand).map((perspective, index) => ({
      perspective,
      options: {
        type: 'image/jpeg' as const,
        // The first picture spans the page; the others share a row.
        maxWidth: index === 0 ? MAIN_IMAGE_WIDTH : ROW_IMAGE_WIDTH,
        quality: 0.85,
      },
    })),
  );
  return pictures.map((jpeg) => `data:image/jpeg;base64,${jpeg.bytes.toString('base64')}`);
}

async function dealerOf(db: Database, state: Configuration): Promise<SummaryContent['dealer']> {
  const dealerNo = state.dealerInquiry?.dealerNo;
  if (!dealerNo) return null;
  const [row] = await db.select().from(dealers).where(eq(dealers.dealerNo, dealerNo)).limit(1);
  if (!row) return null;
  return {
    name: row.name,
    address: `${row.street}, ${row.postCode} ${row.town}`,
    email: row.email,
    phone: row.phone,
  };
}

/** Gathers the summary of one state of a configuration in the culture's language. */
export async function summaryContent(
  sources: SummarySources,
  request: SummaryRequest,
): Promise<SummaryContent> {
  const { state, culture } = request;
  const shown = await presentState(sources.catalog, state, culture);
  const { overview, catalog, setup, variation, appliedParts: applied } = shown;
  const inSetup = new Set(setup?.Parts ?? []);
  const line = (part: Part): SummaryPart => ({
    name: part.Name,
    reference: part.Code,
    price: shown.priceText(part.Price),
    notVisualized: !part.CanBeRendered,
    racing: part.Racing,
  });
  const [images, dealer, qrSvg] = await Promise.all([
    request.screenshot
      ? [`data:image/png;base64,${request.screenshot.toString('base64')}`]
      : stillDataUrls(sources.images, state, catalog),
    dealerOf(sources.db, state),
    QRCode.toString(request.shareUrl, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }),
  ]);
  const language = requestContext({ c: culture }).language;
  return {
    brand: catalog.brand,
    language,
    modelName: overview.Vehicle.Name,
    heroTitle: overview.Vehicle.Hero.Title,
    colourName: variation?.ColorName ?? null,
    colors: colorLines(colorCustomizationOf(state, overview, language), language),
    images,
    fromScreenshot: request.screenshot !== undefined,
    keyFigures: keyFiguresOf(overview),
    parts: applied.filter((part) => !inSetup.has(part.PartId)).map(line),
    setup: setup
      ? { name: setup.Name, parts: applied.filter((part) => inSetup.has(part.PartId)).map(line) }
      : null,
    basePrice: variation ? shown.priceText(variation.Price) : null,
    total: shown.priceText(shown.total),
    priceNote: variation?.PriceNote ?? '',
    montageNote: variation?.MontageNote ?? '',
    racing: applied.some((part) => part.Racing),
    date: new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone: 'UTC' }).format(request.now),
    shareUrl: request.shareUrl,
    qrSvg,
    dealer,
  };
}
