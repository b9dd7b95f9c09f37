import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { AuditModule } from '../audit';
import { MailModule } from '../mail';
import { FamilyChangesModule } from './family-changes.module';
import { GuardianController } from './guardians.controller';
import { GuardiansArchiveContributor } from './guardians-archive.contributor';
import { GuardiansService } from './guardians.service';
import { PhoneController } from './phone.controller';

/**
 * The families' guardians, who get e-mails (invitations, address confirmations). Apart from the
 * people module, which the database's entity list loads before the mail queue exists.
 */
@Module({
  imports: [AccountsModule, AuditModule, MailModule, FamilyChangesModule],
  controllers: [GuardianController, PhoneController],
  providers: [GuardiansArchiveContributor, GuardiansService],
})
export class GuardiansModule {}
