import { ROLE_CODES, type RoleCode } from '@daycare/shared';
import { t } from '../../i18n';

export const isRoleCode = (code: string): code is RoleCode => (ROLE_CODES as readonly string[]).includes(code);

/** A role's name in the reader's language ("Faturamento" for INVOICING); an unknown code as it came. */
export const roleLabel = (code: string): string => (isRoleCode(code) ? t(`roles.${code}.label`) : code);

/** What a role lets its holder do, in the reader's language. */
export const roleDescription = (code: RoleCode): string => t(`roles.${code}.description`);
