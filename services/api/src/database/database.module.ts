import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { APP_CONFIG } from '../config.module';
import { connectAndMigrate, dataSourceOptions, isServerUnreachable } from './data-source';
import { type DatabaseServer, openDatabaseServer } from './database-server';

export const DATABASE_SERVER = 'DATABASE_SERVER';

@Module({
  providers: [{ provide: DATABASE_SERVER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => openDatabaseServer(config) }],
  exports: [DATABASE_SERVER],
})
class DatabaseServerModule {}

/** Closes the pool before the server under it, so PGlite flushes its data folder cleanly. */
@Injectable()
class DatabaseShutdown implements OnApplicationShutdown {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE_SERVER) private readonly server: DatabaseServer,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.server.close();
  }
}

/** PostgreSQL through TypeORM, migrated on start; global so its shutdown runs after the feature modules'. */
@Global()
@Module({
  imports: [
    DatabaseServerModule,
    TypeOrmModule.forRootAsync({
      imports: [DatabaseServerModule],
      inject: [DATABASE_SERVER, APP_CONFIG],
      useFactory: (server: DatabaseServer, config: AppConfig) => ({
        ...dataSourceOptions(server, config.databasePoolIdleTimeoutMs),
        retryAttempts: 10,
        retryDelay: 2000,
        toRetry: isServerUnreachable,
      }),
      dataSourceFactory: (options) => connectAndMigrate(options!),
    }),
  ],
  providers: [DatabaseShutdown],
  exports: [DatabaseServerModule],
})
export class DatabaseModule {}
