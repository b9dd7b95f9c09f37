import { UserType } from '@daycare/shared';
import type { RouteEntry, RouteOwner } from '../types';

/** Optional fields of an entry: user types, roles, feature, registration and login flags. */
export type Extra = Partial<Pick<RouteEntry, 'userTypes' | 'roles' | 'feature' | 'registrationPath' | 'requiresLogin' | 'forStaff'>>;

type Define = (path: string, title: string, summary: string, extra?: Extra) => RouteEntry;

function pagesOf(owners: RouteOwner[], base: Partial<RouteEntry> = {}): Define {
  return (path, title, summary, extra = {}) => ({ path, title, summary, owners, public: false, ...base, ...extra });
}

/** Public pages, rendered by the shell. */
export const publicPage = pagesOf(['shell'], { public: true });
/** Directors' and staff pages. */
export const adminPage = pagesOf(['admin']);
/** Pages families use. */
export const guardianPage = pagesOf(['guardian']);
/** Pages families use first, which staff open too. */
export const familyPage = pagesOf(['guardian', 'admin']);
/** Pages staff use first, which families open too. */
export const sharedPage = pagesOf(['admin', 'guardian']);
/** Room tablet pages. */
export const tabletPage = pagesOf(['tablet']);
/** Operations pages, for Super users only. */
export const superPage = pagesOf(['super'], { userTypes: [UserType.Super] });

/** Admin and Super user types: the spec's "(admin)" marks. */
export const ADMINS_ONLY: Extra = { userTypes: [UserType.Admin, UserType.Super] };
