import { useChildByIdQuery, useTabletChildrenListQuery, type LabelledDto } from '@daycare/api-client';
import { UserType } from '@daycare/shared';
import { selectUser, useAppSelector } from '@daycare/store';

/** Whether the reader is a guardian, whose contact pages are always about their own family. */
export function useIsGuardian(): boolean {
  return useAppSelector(selectUser)?.type === UserType.User;
}

export interface FamilyChildren {
  familyId?: number;
  children: LabelledDto[];
  loading: boolean;
  /** The gateway found no child `childId` the reader may see. */
  notFound?: boolean;
}

/**
 * The children of a family, as the contact forms name them: a guardian's own children, else the
 * family of `childId` (the child and their siblings).
 */
export function useFamilyChildren(childId: number | undefined): FamilyChildren {
  const guardian = useIsGuardian();
  const own = useTabletChildrenListQuery({}, { skip: !guardian });
  const record = useChildByIdQuery({ childId: childId ?? 0 }, { skip: guardian || !childId });
  if (guardian) return { children: (own.data ?? []).map((child) => ({ id: child.id, label: child.label })), loading: own.isLoading };
  const child = record.data;
  if (!child) return { children: [], loading: record.isLoading, notFound: record.isError };
  return { familyId: child.familyId, children: [{ id: child.id, label: child.label }, ...child.siblings], loading: false };
}
