import { BadRequestException, Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, RelationshipKind, UserType } from '@daycare/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { AuditService } from '../audit/audit.service';
import { PasswordHasher } from '../auth/password-hasher';
import { Daycare } from '../daycare/daycare.entity';
import { MailService } from '../mail';
import { UserDaycare } from '../users/user-daycare.entity';
import { User } from '../users/user.entity';
import { assertAcceptablePassword } from './acceptable-password';
import { confirmationCodeMail, registrationAttemptMail } from './account-mails';
import { ACCOUNT_MESSAGES } from './account-messages';
import type { CreateUserDto } from './dto/account-requests.dto';
import type { EmailConfirmedDto, RegisteredDto } from './dto/account-responses.dto';
import { OneTimeCodeService } from './one-time-code.service';

/** Registration progress of a new account: 1 once it exists, 2 when it also joined a daycare. */
const PROGRESS_ACCOUNT_CREATED = 1;
const PROGRESS_DAYCARE_JOINED = 2;
const NOTICE_INTERVAL_MS = 60 * 60_000;

type NewAccount = Omit<CreateUserDto, 'password' | 'referralCode'> & { passwordHash: string; referredById: number | null };

/**
 * Guardians register themselves and confirm their address with a mailed code. Whether an address
 * already has an account shows only in that account's own inbox, never in an answer.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly codes: OneTimeCodeService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: ClockService,
  ) {}

  async createUser(form: CreateUserDto, ip: string): Promise<RegisteredDto> {
    assertAcceptablePassword(form.password, form.email);
    const referredById = await this.referrerOf(form.referralCode);
    if (form.daycareId !== undefined) await this.assertDaycareExists(form.daycareId);
    // Hashed before the address is looked up, so a taken address answers after the same work.
    const passwordHash = await this.passwords.hash(form.password);
    const created = await this.dataSource.transaction((manager) => this.insertAccount(manager, { ...form, passwordHash, referredById }));
    if (created) {
      await this.mail.send(confirmationCodeMail({ email: form.email, firstName: form.firstName, language: form.language ?? DEFAULT_LANGUAGE }, created.code));
      await this.audit.record({ daycareId: form.daycareId ?? null, actorId: created.userId, impersonatorId: null, action: 'account.register', target: `user:${created.userId}`, ip });
    } else {
      await this.warnOwner(form.email);
    }
    return { email: form.email, message: ACCOUNT_MESSAGES.checkInbox };
  }

  async resendConfirmation(email: string): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOneBy({ email, emailConfirmed: false });
    if (!user) return;
    const code = await this.dataSource.transaction((manager) => this.codes.issue(manager, user.id, 'confirm-email'));
    if (code) await this.mail.send(confirmationCodeMail(user, code));
  }

  async confirmEmail(email: string, code: string): Promise<EmailConfirmedDto> {
    const user = await this.dataSource.getRepository(User).findOneBy({ email });
    if (!user || !(await this.markConfirmed(user.id, code))) throw new BadRequestException(ACCOUNT_MESSAGES.invalidConfirmationCode);
    return { emailConfirmed: true };
  }

  /** False when the code is not the user's open confirmation code; a wrong guess is still counted. */
  private markConfirmed(userId: number, code: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.codes.consume(manager, userId, 'confirm-email', code))) return false;
      await manager.update(User, userId, { emailConfirmed: true });
      return true;
    });
  }

  /** The new account with its membership and first code; null when the address is taken. */
  private async insertAccount(manager: EntityManager, account: NewAccount): Promise<{ userId: number; code: string } | null> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        type: UserType.User,
        passwordHash: account.passwordHash,
        language: account.language ?? DEFAULT_LANGUAGE,
        referredById: account.referredById,
        registerProgress: account.daycareId === undefined ? PROGRESS_ACCOUNT_CREATED : PROGRESS_DAYCARE_JOINED,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const userId = inserted.raw[0]?.id as number | undefined;
    if (userId === undefined) return null;
    if (account.daycareId !== undefined) {
      await manager.insert(UserDaycare, { userId, daycareId: account.daycareId, relationship: RelationshipKind.Guardian });
    }
    // A brand-new account is far from the hourly cap, so a code is always issued.
    const code = (await this.codes.issue(manager, userId, 'confirm-email'))!;
    return { userId, code };
  }

  /** At most one such notice an hour, so registering again and again cannot flood the owner's inbox. */
  private async warnOwner(email: string): Promise<void> {
    const owner = await this.dataSource.getRepository(User).findOneByOrFail({ email });
    const notice = registrationAttemptMail(owner);
    if (await this.mail.hasSentSince(notice, new Date(this.clock.now().getTime() - NOTICE_INTERVAL_MS))) return;
    await this.mail.send(notice);
  }

  private async referrerOf(referralCode: string | undefined): Promise<number | null> {
    if (!referralCode) return null;
    const referrer = await this.dataSource.getRepository(User).findOne({ select: { id: true }, where: { referralCode } });
    if (!referrer) throw new BadRequestException(ACCOUNT_MESSAGES.invalidReferralCode);
    return referrer.id;
  }

  private async assertDaycareExists(daycareId: number): Promise<void> {
    if (!(await this.dataSource.getRepository(Daycare).existsBy({ id: daycareId }))) {
      throw new BadRequestException(ACCOUNT_MESSAGES.unknownDaycare);
    }
  }
}
