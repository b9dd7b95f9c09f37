import { useTabletChildrenListQuery, type LabelledDto } from '@daycare/api-client';

/** The family's children, as the contact forms name them. */
export function useFamilyChildren(): { children: LabelledDto[]; loading: boolean } {
  const list = useTabletChildrenListQuery({});
  return { children: (list.data ?? []).map((child) => ({ id: child.id, label: child.label })), loading: list.isLoading };
}
