import type { ComponentType } from 'react';
import type { FeatureFlag, RoleCode, UserType } from '@daycare/shared';

/** The four role apps loaded by the shell at run time. */
export type RemoteName = 'guardian' | 'admin' | 'tablet' | 'super';

/** Who renders a page: the shell itself (public pages) or one of the remotes. */
export type RouteOwner = 'shell' | RemoteName;

export const REMOTE_NAMES: readonly RemoteName[] = ['guardian', 'admin', 'tablet', 'super'];

/** One route of the product. */
export interface RouteEntry {
  /** React Router pattern exactly as the spec writes it, e.g. '/child/:childId/:tab?'. */
  path: string;
  /** What a person reads in the page header. */
  title: string;
  /** One or two sentences: what the page holds for its user. */
  summary: string;
  /** Apps that render the page, the main user's app first. */
  owners: RouteOwner[];
  /** Open without signing in (the spec's "Public:" list). */
  public: boolean;
  /** Only these user types may open the page. */
  userTypes?: UserType[];
  /** Role codes a user needs; given only on staff-only pages. */
  roles?: RoleCode[];
  /** The daycare feature switch the page belongs to. */
  feature?: FeatureFlag;
  /** Part of the guardian registration flow: a guardian with an unfinished profile may open it. */
  registrationPath?: boolean;
  /** The spec says this page requires login explicitly. */
  requiresLogin?: boolean;
  /** A families' page that staff and directors open too: what it says to them, when `summary` speaks to a parent. */
  forStaff?: { summary: string };
}

/** A remote's route table: manifest path to page. */
export type RemoteRoutes = Record<string, ComponentType>;
