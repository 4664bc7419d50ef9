import { TRPCClientError } from '@trpc/client';
import { reportApiError } from '../../../lib/apiErrorReporter.js';
import { classifyApiError } from '../../../lib/httpErrors.js';
import { trpc } from '../../../lib/trpcClient.js';
import { $culture, requestContext } from '../../../stores/configurationStore.js';

/** What a dialog shows of a failure: the server's words, or the network text when nothing came back. */
export interface FailureDetail {
  noAnswer: boolean;
  serverMessage: string | null;
}

/** The server's own words: only an error it answered carries them; an empty one says nothing. */
function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof TRPCClientError) || !error.shape) return null;
  return error.message.trim() || null;
}

export function failureDetail(error: unknown): FailureDetail {
  return {
    noAnswer: classifyApiError(error).kind === 'network',
    serverMessage: serverMessageOf(error),
  };
}

/**
 * The dialogs call outside React Query: a refusal goes to the app's error policy first (401 and 403
 * send the browser to the entry point, anything else is logged). No answer at all is not reported:
 * the dialog shows the network text where the visitor is looking.
 */
async function reported<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (classifyApiError(error).kind !== 'network') reportApiError(error);
    throw error;
  }
}

/** The configuration a call is about, with the culture its answer and mails speak. */
const subject = (configurationId: string) => ({ configurationId, c: $culture.value || undefined });

export interface SaveDetailsInput {
  Vin: string | null;
  OrderNumber: string | null;
  Firstname: string;
  Lastname: string;
  Comment: string | null;
}

/**
 * The customer's details saved with the configuration. The bearer token goes along, so the save is
 * recorded for the dealer's dealership. Answers the id to continue on: the same one, or the copy's
 * with saveAsNew.
 */
export async function saveConfiguration(
  configurationId: string,
  details: SaveDetailsInput,
  saveAsNew: boolean,
): Promise<string> {
  const answer = await reported(
    trpc.configuration.save.mutate({
      ...subject(configurationId),
      vin: details.Vin,
      orderNumber: details.OrderNumber,
      firstname: details.Firstname,
      lastname: details.Lastname,
      comment: details.Comment,
      saveAsNew,
    }),
  );
  return answer.configurationId;
}

/**
 * The details stored with the configuration, as the server shows them to the caller (only to the
 * dealer whose save recorded them; null for anyone else).
 */
export async function storedSaveDetails(configurationId: string): Promise<SaveDetailsInput | null> {
  const loaded = await reported(trpc.configuration.get.query(subject(configurationId)));
  return loaded.SaveDetails;
}

interface ExportCustomer {
  firstname: string;
  lastname: string;
  /** Only a valid address goes into the link. */
  email?: string;
}

/**
 * The direct download of the export (REST GET export), the customer's names percent-encoded into
 * its query: the browser downloads the file behind the link itself, which a typed call cannot do.
 */
export function exportLink(configurationId: string, customer: ExportCustomer): string {
  const query = Object.entries({
    ...requestContext(),
    firstname: customer.firstname,
    lastname: customer.lastname,
    ...(customer.email ? { email: customer.email } : {}),
  })
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `/api/posconfigurator/configuration/${encodeURIComponent(configurationId)}/export?${query}`;
}

/** The export mailed to the recipient. */
export async function sendExport(
  configurationId: string,
  recipient: { email: string; firstname: string; lastname: string },
): Promise<void> {
  await reported(trpc.configuration.sendExport.mutate({ ...subject(configurationId), ...recipient }));
}

/** The summary (with its share link) mailed to the recipient. */
export async function sendByMail(configurationId: string, email: string): Promise<void> {
  await reported(trpc.configuration.send.mutate({ ...subject(configurationId), email }));
}

/** The stable short link of the configuration, absolute. */
export async function shareLink(configurationId: string): Promise<string> {
  const answer = await reported(trpc.configuration.share.mutate(subject(configurationId)));
  return answer.url;
}
