import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { LoginThrottleService } from '../auth/login-throttle.service';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionService } from '../auth/session.service';
import { MailService } from '../mail';
import { User } from '../users/user.entity';
import { assertAcceptablePassword } from './acceptable-password';
import { passwordChangedMail, resetCodeMail } from './account-mails';
import { ACCOUNT_MESSAGES } from './account-messages';
import type { ResetPasswordDto } from './dto/account-requests.dto';
import { OneTimeCodeService } from './one-time-code.service';

/** A forgotten password is replaced with a mailed code; the change signs the account out everywhere. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly codes: OneTimeCodeService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async sendResetCode(email: string): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOneBy({ email });
    if (!user) return;
    const code = await this.dataSource.transaction((manager) => this.codes.issue(manager, user.id, 'reset-password'));
    if (code) await this.mail.send(resetCodeMail(user, code));
  }

  async resetPassword({ email, code, password }: ResetPasswordDto, ip: string): Promise<void> {
    // Checked first: a password the policy refuses must not use up the code.
    assertAcceptablePassword(password, email);
    const user = await this.dataSource.getRepository(User).findOneBy({ email });
    const passwordHash = await this.passwords.hash(password);
    if (!user || !(await this.replacePassword(user, code, passwordHash))) throw new BadRequestException(ACCOUNT_MESSAGES.invalidResetCode);
    await this.sessions.endAllOf(user.id, 'password-reset');
    await this.mail.send(passwordChangedMail(user));
    await this.audit.record({ daycareId: null, actorId: user.id, impersonatorId: null, action: 'account.password-reset', target: `user:${user.id}`, ip });
  }

  /** False when the code is not the user's open reset code; a wrong guess is still counted. */
  private replacePassword(user: User, code: string, passwordHash: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.codes.consume(manager, user.id, 'reset-password', code))) return false;
      // The code reached this inbox, which confirms the address as well.
      await manager.update(User, user.id, { passwordHash, emailConfirmed: true });
      // Whoever locked the account by guessing, its owner may sign in with the new password now.
      await this.throttle.clearAccount(manager, user.email);
      return true;
    });
  }
}
