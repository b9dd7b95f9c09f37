import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailOutbox } from './email-outbox.entity';
import { MailService } from './mail.service';
import { OutboxController } from './outbox.controller';

@Module({
  imports: [TypeOrmModule.forFeature([EmailOutbox])],
  controllers: [OutboxController],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
