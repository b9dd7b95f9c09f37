import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule } from '../jobs/jobs.module';
import { EmailOutbox } from './email-outbox.entity';
import { MailService } from './mail.service';
import { OutboxController } from './outbox.controller';

@Module({
  imports: [TypeOrmModule.forFeature([EmailOutbox]), JobsModule],
  controllers: [OutboxController],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
