import { classifyApiError, HttpStatusError } from '../../../lib/httpErrors.js';
import { restFetch } from '../../../lib/restCall.js';
import { requestContext } from '../../configuration/stores/configurationStore.js';

/** The REST facade of section 7: the output dialogs speak its PascalCase contracts. */
const API_BASE = '/api/posconfigurator';

/** What a dialog shows of a failure: the server's words, or the network text when nothing came back. */
export interface FailureDetail {
  noAnswer: boolean;
  serverMessage: string | null;
}

export function failureDetail(error: unknown): FailureDetail {
  return {
    noAnswer: classifyApiError(error).kind === 'network',
    serverMessage: error instanceof HttpStatusError ? error.serverMessage : null,
  };
}

/** The context query (cid, c, m) and any extra parameters, each value percent-encoded. */
function query(extra: Record<string, string> = {}): string {
  return Object.entries({ ...requestContext(), ...extra })
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

function configurationPath(configurationId: string, action: string): string {
  return `${API_BASE}/configuration/${encodeURIComponent(configurationId)}/${action}`;
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await restFetch(url, init);
  return (await response.json()) as T;
}

const post = <T>(url: string, body: unknown) => call<T>(url, { method: 'POST', body: JSON.stringify(body) });

export interface SaveDetailsInput {
  Vin: string | null;
  OrderNumber: string | null;
  Firstname: string;
  Lastname: string;
  Comment: string | null;
}

/**
 * POST save-configuration: the customer's details with the configuration. The bearer token goes
 * along, so the save is recorded for the dealer's dealership. Answers the id to continue on: the
 * same one, or the copy's with SaveAsNew.
 */
export async function saveConfiguration(
  configurationId: string,
  details: SaveDetailsInput,
  saveAsNew: boolean,
): Promise<string> {
  const answer = await post<{ ConfigurationId: string }>(
    `${configurationPath(configurationId, 'save-configuration')}?${query()}`,
    { ...details, SaveAsNew: saveAsNew },
  );
  return answer.ConfigurationId;
}

/**
 * GET configuration: the details stored with the configuration, as the server shows them to the
 * caller (only to the dealer whose save recorded them; null for anyone else).
 */
export async function storedSaveDetails(configurationId: string): Promise<SaveDetailsInput | null> {
  const loaded = await call<{ SaveDetails: SaveDetailsInput | null }>(
    `${API_BASE}/configuration/${encodeURIComponent(configurationId)}?${query()}`,
  );
  return loaded.SaveDetails;
}

export interface ExportCustomer {
  firstname: string;
  lastname: string;
  /** Only a valid address goes into the link. */
  email?: string;
}

/** GET export: the direct download link, the customer's names percent-encoded into its query. */
export function exportLink(configurationId: string, customer: ExportCustomer): string {
  return `${configurationPath(configurationId, 'export')}?${query({
    firstname: customer.firstname,
    lastname: customer.lastname,
    ...(customer.email ? { email: customer.email } : {}),
  })}`;
}

/** POST send-export: the export mailed to the recipient. */
export async function sendExport(
  configurationId: string,
  body: { Email: string; Firstname: string; Lastname: string },
): Promise<void> {
  await post(`${configurationPath(configurationId, 'send-export')}?${query()}`, body);
}

/** POST send: the summary (with its share link) mailed to the recipient. */
export async function sendByMail(configurationId: string, email: string): Promise<void> {
  await post(`${configurationPath(configurationId, 'send')}?${query()}`, { Email: email });
}

/** GET share: the stable short link of the configuration, absolute. */
export async function shareLink(configurationId: string): Promise<string> {
  const answer = await call<{ Url: string }>(`${configurationPath(configurationId, 'share')}?${query()}`);
  return answer.Url;
}
