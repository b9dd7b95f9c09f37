export { AccountsModule } from './accounts.module';
export { EmailField } from './dto/account-fields';
export { OneTimeCodeService } from './one-time-code.service';
