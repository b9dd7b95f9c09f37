/** What other modules use of the mail module. */
export { MailModule } from './mail.module';
export { type MailMessage, MailService } from './mail.service';
export { type MailTemplate, type MailValues, writeMail } from './mail-texts';
