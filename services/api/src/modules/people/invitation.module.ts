import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { AuthModule } from '../auth';
import { MailModule } from '../mail/mail.module';
import { InvitationController } from './invitation.controller';
import { InvitationService } from './invitation.service';

/**
 * Staff invitations. A module of its own beside PeopleModule: the database's entity list loads the
 * people module, and the mail queue needs the database first.
 */
@Module({
  imports: [AuthModule, AuditModule, MailModule],
  controllers: [InvitationController],
  providers: [InvitationService],
})
export class InvitationModule {}
