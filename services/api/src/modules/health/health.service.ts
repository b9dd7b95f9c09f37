import { Injectable, Logger } from '@nestjs/common';
import { UserType } from '@daycare/shared';
import { AppVersionService } from '../app-version/app-version.service';
import { SessionService } from '../auth/session.service';
import type { AccessClaims } from '../auth/token.service';
import type { HealthDto } from './dto/health.dto';

const NO_SESSION: AccessClaims = { userId: 0, sessionId: '00000000-0000-0000-0000-000000000000', daycareId: null, userType: UserType.User, impersonatorId: null };

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(
    private readonly sessions: SessionService,
    private readonly appVersion: AppVersionService,
  ) {}

  async report(): Promise<HealthDto> {
    const databaseUp = await this.databaseAnswers();
    return { status: databaseUp ? 'ok' : 'error', database: databaseUp ? 'up' : 'down', version: await this.appVersion.current() };
  }

  /** Runs the session check every signed-in request runs, through the same pool, for a session that cannot exist. */
  private async databaseAnswers(): Promise<boolean> {
    try {
      await this.sessions.authenticate(NO_SESSION);
      return true;
    } catch (error) {
      this.logger.error(`Database health check failed: ${(error as Error).message}`);
      return false;
    }
  }
}
