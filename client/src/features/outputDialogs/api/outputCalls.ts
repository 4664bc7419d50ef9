import { callHeaders } from '../../../lib/trpcClient.js';
import { requestContext } from '../../configuration/stores/configurationStore.js';

/** The REST facade of section 7: the output dialogs speak its PascalCase contracts. */
const API_BASE = '/api/posconfigurator';

/**
 * A call that did not succeed. `status` is null when no answer came at all (the network text of the
 * error catalogue); `serverMessage` is the answer's `Message`, shown to the user when present.
 */
export class OutputCallFailed extends Error {
  constructor(
    readonly status: number | null,
    readonly serverMessage: string | null,
    options?: { cause?: unknown },
  ) {
    super(serverMessage ?? (status === null ? 'no answer' : `HTTP ${status}`), options);
    this.name = 'OutputCallFailed';
  }
}

/** What a dialog shows of a failure: the server's words, or the network text when nothing came back. */
export interface FailureDetail {
  noAnswer: boolean;
  serverMessage: string | null;
}

export function failureDetail(error: unknown): FailureDetail {
  if (error instanceof OutputCallFailed) {
    return { noAnswer: error.status === null, serverMessage: error.serverMessage };
  }
  return { noAnswer: false, serverMessage: null };
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
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: {
        ...callHeaders(),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  } catch (error) {
    throw new OutputCallFailed(null, null, { cause: error });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { Message?: unknown } | null;
    const message = typeof body?.Message === 'string' && body.Message.trim() ? body.Message : null;
    throw new OutputCallFailed(response.status, message);
  }
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
