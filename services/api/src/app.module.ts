import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_GUARD, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AccessModule } from './common/access';
import { AuthorizationGuard } from './common/authorization/authorization.guard';
import { ClockModule } from './common/clock/clock.module';
import { loggerParams } from './common/logging/logger-params';
import { createValidationPipe } from './common/validation/validation-pipe';
import type { AppConfig } from './config';
import { ConfigModule } from './config.module';
import { DatabaseModule } from './database/database.module';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AttendanceModule } from './modules/attendance/attendance.module';
import { PeopleModule } from './modules/people';
import { GuardiansModule } from './modules/people/guardians.module';
import { InvitationModule } from './modules/people/invitation.module';
import { TagsModule } from './modules/tags/tags.module';
import { OnMyWayModule } from './modules/on-my-way/on-my-way.module';
import { SchedulesModule } from './modules/schedules/schedules.module';
import { ChartsModule } from './modules/charts/charts.module';
import { AppVersionModule } from './modules/app-version/app-version.module';
import { AuthModule } from './modules/auth/auth.module';
import { DailyReportsModule } from './modules/daily-reports';
import { MedicationsModule } from './modules/medications';
import { IncidentsModule } from './modules/incidents';
import { IllnessModule } from './modules/illness';
import { SunProtectionModule } from './modules/sun-protection';
import { DaycareModule } from './modules/daycare/daycare.module';
import { DemoModule } from './modules/demo/demo.module';
import { FamilyArchiveModule } from './modules/family-archive';
import { FilesModule } from './modules/files';
import { HealthModule } from './modules/health/health.module';
import { HubModule } from './modules/hub/hub.module';
import { NightlyCleanupModule } from './modules/jobs/nightly-cleanup/nightly-cleanup.module';
import { MailModule } from './modules/mail/mail.module';
import { NotesModule } from './modules/notes';
import { RolesModule } from './modules/roles/roles.module';
import { RoomsModule } from './modules/rooms/rooms.module';
import { SearchModule } from './modules/search';
import { UsersModule } from './modules/users/users.module';
import { WebModule } from './modules/web/web.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logDestination?: DestinationStream, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(config, logDestination)),
        ClockModule,
        DatabaseModule,
        AccessModule,
        FilesModule,
        FamilyArchiveModule,
        HealthModule,
        AppVersionModule,
        WebModule,
        RoomsModule,
        DemoModule,
        AuthModule,
        UsersModule,
        DaycareModule,
        RolesModule,
        MailModule,
        AccountsModule,
        HubModule,
        PeopleModule,
        GuardiansModule,
        InvitationModule,
        AttendanceModule,
        TagsModule,
        OnMyWayModule,
        SchedulesModule,
        NotesModule,
        DailyReportsModule,
        MedicationsModule,
        IncidentsModule,
        IllnessModule,
        SunProtectionModule,
        ChartsModule,
        NightlyCleanupModule,
        SearchModule,
        ...extraModules,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AuthorizationGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
