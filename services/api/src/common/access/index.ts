export * from './access-messages';
export type { AccessScope, ScopeKind } from './access-scope';
export { AccessModule } from './access.module';
export { AccessService, type ChildFieldAccess, type GuardianFieldAccess } from './access.service';
export { Permission } from './permission';
