import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppVersionService } from '../app-version/app-version.service';
import type { HealthDto } from './dto/health.dto';

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly appVersion: AppVersionService,
  ) {}

  async report(): Promise<HealthDto> {
    const databaseUp = await this.databaseAnswers();
    return { status: databaseUp ? 'ok' : 'error', database: databaseUp ? 'up' : 'down', version: await this.appVersion.current() };
  }

  private async databaseAnswers(): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT 1');
      return true;
    } catch (error) {
      this.logger.error(`Database health check failed: ${(error as Error).message}`);
      return false;
    }
  }
}
