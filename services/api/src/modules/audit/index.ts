export { AuditModule } from './audit.module';
export { AuditService } from './audit.service';
export { Actor, auditIdentity, type RequestActor } from './request-actor';
