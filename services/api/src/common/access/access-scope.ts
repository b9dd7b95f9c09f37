/**
 * Whose rows a caller may reach: a tablet its room's (in its daycare), staff and directors their
 * daycare's, a guardian their own family's.
 */
export type AccessScope =
  | { kind: 'tablet'; daycareId: number; roomId: number; userId: number }
  | { kind: 'staff' | 'admin'; daycareId: number; userId: number }
  | { kind: 'guardian'; daycareId: number; familyId: number | null; userId: number };

export type ScopeKind = AccessScope['kind'];
