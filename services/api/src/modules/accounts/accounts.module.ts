import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { User } from '../users/user.entity';
import { AccessRequestService } from './access-request.service';
import { AccountController } from './account.controller';
import { OneTimeCodeService } from './one-time-code.service';
import { PasswordResetService } from './password-reset.service';
import { ProfileService } from './profile.service';
import { RegisterController } from './register.controller';
import { RegistrationService } from './registration.service';
import { UserEmailController } from './user-email.controller';

@Module({
  imports: [TypeOrmModule.forFeature([User]), AuditModule, AuthModule, MailModule, UsersModule],
  controllers: [RegisterController, UserEmailController, AccountController],
  providers: [OneTimeCodeService, RegistrationService, PasswordResetService, ProfileService, AccessRequestService],
  exports: [OneTimeCodeService],
})
export class AccountsModule {}
