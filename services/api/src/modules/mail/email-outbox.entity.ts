import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Every e-mail the gateway sends; without SMTP the outbox is where the e-mails stay. */
@Entity('email_outbox')
export class EmailOutbox {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('text', { name: 'to_address' })
  toAddress: string;

  @Column('text')
  subject: string;

  @Column('text', { name: 'text_body' })
  textBody: string;

  @Column('text', { name: 'html_body', nullable: true })
  htmlBody: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  /** When the SMTP server accepted it; null while only in the outbox. */
  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt: Date | null;

  /** Why the SMTP server did not take it. */
  @Column('text', { nullable: true })
  error: string | null;
}
