// The family's pages of a child's record: their routes, the tabs, and the answer for a child that is not the family's.
import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { useChildByIdQuery, type ChildRecordDto } from '@daycare/api-client';
import {
  CHILD_RECORD_ROUTES, ChildNotFound, TAP_LINK, childRecordPath, childRegistrationPath, childUpdatePath, childUpdateRoute, type ChildPart,
} from '@daycare/shared-features';
import { useT } from '../../i18n';

export const CHILD_TABS = ['overview', 'medical', 'pickup', 'attendance'] as const;
export type ChildTab = (typeof CHILD_TABS)[number];

/** The parts a family edits itself; the registration is the centre's. */
export const FAMILY_PARTS = ['name', 'personal', 'address', 'school', 'medical'] as const satisfies readonly ChildPart[];
export type FamilyPart = (typeof FAMILY_PARTS)[number];

export const CHILD_ROUTES = {
  ...CHILD_RECORD_ROUTES,
  updateRegistration: '/child/update/registration/:childId',
  updateSchedule: '/child/update/attendance-schedule/:childId',
} as const;

export const updateRoute: (part: FamilyPart) => string = childUpdateRoute;
export const childPath: (childId: number, tab?: ChildTab) => string = childRecordPath;
export const updatePath: (part: FamilyPart, childId: number) => string = childUpdatePath;
export const registrationPath = childRegistrationPath;

/** A missing child, or one of another family: the way out is the home page, which lists the family's children. */
export function FamilyChildNotFound() {
  const t = useT();
  return <ChildNotFound home={{ to: '/home', label: t('children.toHome') }} />;
}

export function BackToChild({ child }: { child: ChildRecordDto }) {
  const t = useT();
  return <Link to={childPath(child.id)} style={TAP_LINK}>{t('children.backTo', { name: child.preferredName ?? child.firstName })}</Link>;
}

/** The child's record, then what the page shows of it; a missing or foreign child answers "not found". */
export function WithChild({ childId, render }: { childId: number | undefined; render: (child: ChildRecordDto) => ReactNode }) {
  const record = useChildByIdQuery({ childId: childId ?? 0 }, { skip: !childId });
  if (!childId || record.isError) return <FamilyChildNotFound />;
  if (!record.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return render(record.data);
}
