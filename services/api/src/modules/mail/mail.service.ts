import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import type { Job } from 'pg-boss';
import { DataSource, MoreThan, type Repository } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../config.module';
import { JobsService, type QueuePolicy } from '../jobs/jobs.service';
import type { OutboxEmailDto } from './dto/outbox-email.dto';
import { EmailOutbox } from './email-outbox.entity';

const OUTBOX_PAGE_SIZE = 100;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The queue whose jobs hand outbox e-mails to the SMTP server. */
export const MAIL_DELIVERY_QUEUE = 'mail-delivery';

/**
 * An SMTP outage delays an e-mail, it does not lose it: five more tries, the first after 1 to 2
 * minutes and each wait about twice the one before (at most 30 minutes), so about an hour in all,
 * which outlasts a restarting mail server while a mailed code (valid 30 minutes) is still useful.
 * Finished jobs stay two weeks as the delivery history.
 */
export const MAIL_DELIVERY_POLICY: QueuePolicy = {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 30 * 60,
  // Longer than nodemailer gives an SMTP conversation (10 minutes of silence), so one e-mail is never tried twice at once.
  expireInSeconds: 15 * 60,
  retentionSeconds: 24 * 60 * 60,
  deleteAfterSeconds: 14 * 24 * 60 * 60,
};

interface MailDeliveryJob {
  outboxId: number;
}

/** An SMTP reply in the 500s refuses the e-mail for good (no such mailbox); anything else may pass on a later try. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Every e-mail is written to the outbox first. With SMTP_URL set, a job created in the same
 * transaction then delivers it in the background: how long a request takes does not tell whether it
 * sent mail (and so whether an address has an account), and a request succeeds while the SMTP
 * server is down. The row records when it was sent, or why the last try failed.
 */
@Injectable()
export class MailService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(EmailOutbox) private readonly outbox: Repository<EmailOutbox>,
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly clock: ClockService,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  async onModuleInit(): Promise<void> {
    if (!this.transport) return;
    await this.jobs.define<MailDeliveryJob>({
      queue: MAIL_DELIVERY_QUEUE,
      policy: MAIL_DELIVERY_POLICY,
      handler: (job) => this.deliver(job),
    });
  }

  /** Runs after the job queue stopped, so no delivery is still using the connection. */
  onApplicationShutdown(): void {
    this.transport?.close();
  }

  async send(message: MailMessage): Promise<void> {
    const queued = await this.dataSource.transaction(async (manager) => {
      const { id } = await manager.getRepository(EmailOutbox).save({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        createdAt: this.clock.now(),
      });
      if (!this.transport) return false;
      await this.jobs.send<MailDeliveryJob>(MAIL_DELIVERY_QUEUE, { outboxId: id }, { transaction: manager });
      return true;
    });
    if (queued) this.jobs.wake(MAIL_DELIVERY_QUEUE);
  }

  /** Whether an e-mail with this subject went to this address after `since` (to avoid repeating a notice). */
  hasSentSince({ to, subject }: Pick<MailMessage, 'to' | 'subject'>, since: Date): Promise<boolean> {
    return this.outbox.exists({ where: { toAddress: to, subject, createdAt: MoreThan(since) } });
  }

  /** The newest e-mails first. */
  latest(): Promise<OutboxEmailDto[]> {
    return this.outbox
      .createQueryBuilder('mail')
      .select('mail.id', 'id')
      .addSelect('mail.toAddress', 'to')
      .addSelect('mail.subject', 'subject')
      .addSelect('mail.textBody', 'text')
      .addSelect('mail.createdAt', 'createdAt')
      .addSelect('mail.sentAt', 'sentAt')
      .orderBy('mail.createdAt', 'DESC')
      .addOrderBy('mail.id', 'DESC')
      .limit(OUTBOX_PAGE_SIZE)
      .getRawMany<OutboxEmailDto>();
  }

  /** Resolves once no e-mail is being delivered or due: each was sent, refused, or waits for a later try. */
  async idle(): Promise<void> {
    if (this.transport) await this.jobs.idle(MAIL_DELIVERY_QUEUE);
  }

  /** One try at handing an outbox e-mail to the SMTP server; throws to have the queue try again later. */
  private async deliver(job: Job<MailDeliveryJob>): Promise<{ sent: boolean }> {
    const { outboxId } = job.data;
    const mail = await this.outbox.findOneBy({ id: outboxId });
    // Sent already: a try that delivered but was cut off before the job completed.
    if (!mail || mail.sentAt) return { sent: Boolean(mail) };
    try {
      await this.transport!.sendMail({
        from: this.config.mailFrom,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        ...(mail.htmlBody === null ? {} : { html: mail.htmlBody }),
      });
    } catch (error) {
      const reason = (error as Error).message;
      await this.outbox.update(outboxId, { error: reason });
      if (isPermanent(error)) {
        this.logger.warn(`E-mail ${outboxId} was refused: ${reason}`);
        return { sent: false };
      }
      this.logger.warn(`E-mail ${outboxId} was not sent (try ${job.retryCount + 1}), trying again later: ${reason}`);
      throw error;
    }
    await this.outbox.update(outboxId, { sentAt: this.clock.now(), error: null });
    return { sent: true };
  }
}
