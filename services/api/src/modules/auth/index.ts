export { AuthModule } from './auth.module';
export { LoginThrottleService, SLOW_DOWN } from './login-throttle.service';
export { PasswordHasher } from './password-hasher';
export { SessionService } from './session.service';
export { SignedInUserService } from './signed-in-user.service';
export { TokenService } from './token.service';
