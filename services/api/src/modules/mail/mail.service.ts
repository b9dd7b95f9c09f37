import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { MoreThan, type Repository } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../config.module';
import type { OutboxEmailDto } from './dto/outbox-email.dto';
import { EmailOutbox } from './email-outbox.entity';

const OUTBOX_PAGE_SIZE = 100;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Every e-mail is written to the outbox first. With SMTP_URL set it is then delivered in the
 * background, so how long a request takes does not tell whether it sent mail (and so whether an
 * address has an account); the row records when it was sent or why it failed.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(EmailOutbox) private readonly outbox: Repository<EmailOutbox>,
    private readonly clock: ClockService,
  ) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<void> {
    const { id } = await this.outbox.save({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      createdAt: this.clock.now(),
    });
    if (this.transport) this.track(this.deliver(this.transport, id, message));
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

  /** Resolves once every e-mail handed to SMTP so far has been sent or has failed. */
  async idle(): Promise<void> {
    await Promise.all([...this.deliveries]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.idle();
    this.transport?.close();
  }

  private track(sending: Promise<void>): void {
    const delivery = sending
      .catch((error: Error) => this.logger.error(`Recording an e-mail delivery failed: ${error.message}`))
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  private async deliver(transport: Transporter, id: number, message: MailMessage): Promise<void> {
    try {
      await transport.sendMail({ from: this.config.mailFrom, ...message });
      await this.outbox.update(id, { sentAt: this.clock.now() });
    } catch (error) {
      const reason = (error as Error).message;
      this.logger.warn(`E-mail ${id} was not sent: ${reason}`);
      await this.outbox.update(id, { error: reason });
    }
  }
}
