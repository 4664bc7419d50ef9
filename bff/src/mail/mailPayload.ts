import { z } from 'zod';

/** The outbox kind of every mail; the payload's `type` says which mail. */
export const MAIL_OUTBOX_KIND = 'mail';

const common = {
  configurationId: z.string(),
  /** The stream version right after the send: the mail shows the configuration as it was sent. */
  version: z.number().int().min(1),
  culture: z.string(),
  to: z.string(),
  shareUrl: z.string(),
};

/**
 * What an outbox row of a mail holds: enough to compose the mail later, on any instance.
 * The composition reads the configuration at `version`, so a change after the send never
 * alters what the recipient gets.
 */
export const mailPayloadSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('summary'), ...common }),
  z.object({
    type: z.literal('export'),
    ...common,
    customer: z.object({ Firstname: z.string(), Lastname: z.string(), Email: z.string().nullable() }),
  }),
  z.object({
    type: z.literal('dealerInquiry'),
    ...common,
    dealerNo: z.string(),
    dealerName: z.string(),
    customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    /** Base64 PNG of the visitor's view, attached and printed into the PDF. */
    screenshot: z.string().nullable(),
  }),
]);

export type MailPayload = z.infer<typeof mailPayloadSchema>;
