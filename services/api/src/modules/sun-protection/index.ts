export { SunProtectionModule } from './sun-protection.module';
