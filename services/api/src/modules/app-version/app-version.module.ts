import { Module } from '@nestjs/common';
import { AppVersionController } from './app-version.controller';
import { AppVersionService } from './app-version.service';

@Module({ controllers: [AppVersionController], providers: [AppVersionService], exports: [AppVersionService] })
export class AppVersionModule {}
