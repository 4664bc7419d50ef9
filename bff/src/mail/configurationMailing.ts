import type { Configuration, ConfigurationCommand, UserProfile } from '@configurator/domain';
import type { ConfigurationCommands } from '../configurations/configurationCommands.js';
import type { ConfigurationExport, ExportCustomer } from '../configurations/configurationExport.js';
import { newShareCode } from '../configurations/projections/shareLinks.js';
import type { DealerService } from '../dealers/dealerService.js';
import { notFound } from '../http/apiError.js';
import { requestContext } from '../http/requestContext.js';
import type { Caller } from '../http/requestIdentity.js';
import type { MailSources } from './mailComposer.js';
import { MAIL_OUTBOX_KIND, type MailPayload } from './mailPayload.js';
import type { MailService } from './mailService.js';

type PayloadBody<T extends MailPayload['type']> = Omit<
  Extract<MailPayload, { type: T }>,
  'configurationId' | 'version' | 'culture' | 'shareUrl'
>;

/**
 * Sending a configuration by mail, as an export or to a dealer, and downloading the export. Each
 * send records its event and, in the same transaction, the outbox row its mail is sent from; the
 * share link the mail carries is created with them when the configuration has none yet.
 */
export class ConfigurationMailing {
  constructor(
    private readonly deps: {
      configurations: Pick<ConfigurationCommands, 'execute'>;
      dealers: Pick<DealerService, 'contact'>;
      /** Woken after a send, so that its mail leaves now rather than at the next poll. */
      mail: Pick<MailService, 'wake'>;
      exportOf: MailSources['exportOf'];
    },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Where visitors reach the server: the mails' links must work from anywhere. */
  private shareUrl(baseUrl: string, after: Configuration): string {
    return `${baseUrl.replace(/\/$/, '')}/s/${after.shareCode}`;
  }

  private cultureOf(caller: Caller, state: Configuration): string {
    return requestContext({ c: caller.culture ?? state.culture }).culture;
  }

  private async record(
    id: string,
    caller: Caller,
    baseUrl: string,
    command: (at: string) => ConfigurationCommand,
    mail:
      | ((after: Configuration) => Omit<MailPayload, 'configurationId' | 'version' | 'culture' | 'shareUrl'>)
      | null,
  ): Promise<Configuration> {
    const result = await this.deps.configurations.execute(
      id,
      caller,
      (state, at) => [
        ...(state.shareCode
          ? []
          : [{ type: 'ShareConfiguration', shareCode: newShareCode(), at, by: caller.actor } as const]),
        command(at),
      ],
      {
        outbox: mail
          ? (after) => [
              {
                kind: MAIL_OUTBOX_KIND,
                streamId: id,
                payload: {
                  ...mail(after),
                  configurationId: id,
                  version: after.version,
                  culture: this.cultureOf(caller, after),
                  shareUrl: this.shareUrl(baseUrl, after),
                } as MailPayload,
              },
            ]
          : undefined,
      },
    );
    if (mail) this.deps.mail.wake();
    return result.state;
  }

  async sendByEmail(id: string, email: string, caller: Caller, baseUrl: string): Promise<void> {
    const body: PayloadBody<'summary'> = { type: 'summary', to: email.trim() };
    await this.record(
      id,
      caller,
      baseUrl,
      (at) => ({ type: 'SendByEmail', email, at, by: caller.actor }),
      () => body,
    );
  }

  async sendExport(
    id: string,
    to: string,
    customer: { firstname: string; lastname: string },
    caller: Caller,
    baseUrl: string,
  ): Promise<void> {
    const body: PayloadBody<'export'> = {
      type: 'export',
      to: to.trim(),
      customer: {
        Firstname: customer.firstname.trim(),
        Lastname: customer.lastname.trim(),
        Email: to.trim(),
      },
    };
    await this.record(
      id,
      caller,
      baseUrl,
      (at) => ({ type: 'ExportConfiguration', ...customer, email: to, at, by: caller.actor }),
      () => body,
    );
  }

  /** The preconditions (feature switches, model, dealer) are checked by the caller first. */
  async sendToDealer(
    id: string,
    inquiry: { dealerNo: string; userProfileId: string; userProfile: UserProfile; screenshot: Buffer | null },
    caller: Caller,
    baseUrl: string,
  ): Promise<void> {
    const dealer = await this.deps.dealers.contact(inquiry.dealerNo);
    if (!dealer) throw notFound(`dealer.DealerNo: no dealer ${inquiry.dealerNo}.`);
    const profile = inquiry.userProfile;
    const body: PayloadBody<'dealerInquiry'> = {
      type: 'dealerInquiry',
      to: dealer.email,
      dealerNo: inquiry.dealerNo,
      dealerName: dealer.name,
      customer: {
        firstName: profile.firstName.trim(),
        lastName: profile.lastName.trim(),
        email: profile.email.trim(),
      },
      screenshot: inquiry.screenshot ? inquiry.screenshot.toString('base64') : null,
    };
    await this.record(
      id,
      caller,
      baseUrl,
      (at) => ({
        type: 'SendToDealer',
        dealerNo: inquiry.dealerNo,
        userProfileId: inquiry.userProfileId,
        userProfile: profile,
        at,
        by: caller.actor,
      }),
      () => body,
    );
  }

  /** Records the export and answers its document (see configurationExport.ts). */
  async export(
    id: string,
    customer: { firstname: string; lastname: string; email?: string | undefined },
    caller: Caller,
    baseUrl: string,
  ): Promise<ConfigurationExport> {
    const after = await this.record(
      id,
      caller,
      baseUrl,
      (at) => ({
        type: 'ExportConfiguration',
        ...customer,
        email: customer.email ?? null,
        at,
        by: caller.actor,
      }),
      null,
    );
    const exportCustomer: ExportCustomer = {
      Firstname: customer.firstname.trim(),
      Lastname: customer.lastname.trim(),
      Email: customer.email?.trim() ?? null,
    };
    return this.deps.exportOf({
      state: after,
      culture: this.cultureOf(caller, after),
      shareUrl: this.shareUrl(baseUrl, after),
      customer: exportCustomer,
      now: this.now(),
    });
  }
}
