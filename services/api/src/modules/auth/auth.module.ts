import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { UserDaycare } from '../users/user-daycare.entity';
import { UserRole } from '../users/user-role.entity';
import { User } from '../users/user.entity';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CsrfService } from './csrf.service';
import { ImpersonationService } from './impersonation.service';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordHasher } from './password-hasher';
import { RefreshToken } from './refresh-token.entity';
import { SessionHooks } from './session-hooks';
import { Session } from './session.entity';
import { SessionService } from './session.service';
import { SignedInUserService } from './signed-in-user.service';
import { TokenService } from './token.service';

@Module({
  imports: [TypeOrmModule.forFeature([Session, RefreshToken, User, UserDaycare, UserRole]), AuditModule, UsersModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    CsrfService,
    ImpersonationService,
    LoginThrottleService,
    PasswordHasher,
    SessionHooks,
    SessionService,
    SignedInUserService,
    TokenService,
  ],
  // Accounts hash passwords and end sessions on a password reset; Change Center answers a renewed session;
  // the live hub checks access tokens as the session hooks do.
  exports: [PasswordHasher, SessionService, SignedInUserService, LoginThrottleService, TokenService],
})
export class AuthModule {}
