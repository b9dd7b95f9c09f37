import { Avatar, Flex, Tag, theme } from 'antd';
import type { ChildListItemDto, ChildRecordDto, ChildStatus, ChildTagDto } from '@daycare/api-client';
import { isAdminType } from '@daycare/shared';
import {
  CHILD_PARTS, CHILD_RECORD_ROUTES, childRecordPath, childRegistrationPath, childUpdatePath, childUpdateRoute, type ChildPart,
} from '@daycare/shared-features';
import { selectUser, useAppSelector } from '@daycare/store';
import { useT } from '../../i18n';

export const CHILD_STATUSES: ChildStatus[] = ['enrolled', 'starting', 'withdrawn'];

export const UPDATE_PARTS = CHILD_PARTS;
export type UpdatePart = ChildPart;

export const CHILD_TABS = ['overview', 'family', 'medical', 'attendance', 'pickup', 'notes'] as const;
export type ChildTab = (typeof CHILD_TABS)[number];

export const CHILD_ROUTES = {
  ...CHILD_RECORD_ROUTES,
  list: '/children',
  add: '/children/add',
  manage: '/children/manage',
  schedule: '/child/update/attendance-schedule/:childId',
} as const;

export const updateRoute = childUpdateRoute;
export const childPath: (childId: number, tab?: ChildTab) => string = childRecordPath;
export const updatePath = childUpdatePath;
export const registrationPath = childRegistrationPath;
export const addSiblingPath = (familyId: number) => `${CHILD_ROUTES.add}?familyId=${familyId}`;

/** Directors (Admin, Super): the only ones who add children, act on many at once and change registrations. */
export function useIsDirector(): boolean {
  const type = useAppSelector(selectUser)?.type;
  return type !== undefined && isAdminType(type);
}

const STATUS_COLORS: Record<ChildStatus, string> = { enrolled: 'success', starting: 'processing', withdrawn: 'default' };

export function StatusTag({ status }: { status: ChildStatus }) {
  const t = useT();
  return <Tag color={STATUS_COLORS[status]}>{t(`children.status.${status}`)}</Tag>;
}

export function ChildTags({ tags }: { tags: ChildTagDto[] }) {
  if (tags.length === 0) return null;
  return (
    <Flex gap={4} wrap>
      {tags.map((tag) => <Tag key={tag.id} variant="solid" color={tag.color ?? undefined}>{tag.label}</Tag>)}
    </Flex>
  );
}

export interface ChildAlerts {
  allergyCount: number;
  severeAllergy: boolean;
  onGoingMedication: number;
}

export const hasAlerts = ({ allergyCount, onGoingMedication }: Pick<ChildAlerts, 'allergyCount' | 'onGoingMedication'>) => allergyCount > 0 || onGoingMedication > 0;

/** What staff must not miss: a severe allergy in red, other allergies, ongoing medication. */
export function AlertTags({ allergyCount, severeAllergy, onGoingMedication }: ChildAlerts) {
  const t = useT();
  if (!hasAlerts({ allergyCount, onGoingMedication })) return null;
  return (
    <Flex gap={4} wrap>
      {allergyCount > 0 && (
        <Tag color={severeAllergy ? 'error' : 'warning'}>
          {severeAllergy ? t('children.alerts.severeAllergy', { count: allergyCount }) : t('children.alerts.allergies', { count: allergyCount })}
        </Tag>
      )}
      {onGoingMedication > 0 && <Tag color="purple">{t('children.alerts.medications', { count: onGoingMedication })}</Tag>}
    </Flex>
  );
}

/** The alerts of a record, from its medical details when the reader may see them. */
export function recordAlerts(child: ChildRecordDto): ChildAlerts {
  const allergies = child.medical?.allergies ?? [];
  return {
    allergyCount: allergies.length,
    severeAllergy: allergies.some((allergy) => allergy.severity === 'severe'),
    onGoingMedication: (child.medical?.medications ?? []).filter((medication) => medication.ongoing).length,
  };
}

const initialsOf = (firstName: string, lastName: string) => `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();

/** The child's photo, else their initials; decorative, since the name is always written beside it. */
export function ChildAvatar({ child, size = 32 }: { child: Pick<ChildListItemDto, 'firstName' | 'lastName' | 'photoUrl'>; size?: number }) {
  const { token } = theme.useToken();
  return (
    <Avatar size={size} src={child.photoUrl ?? undefined} alt="" aria-hidden style={{ flex: 'none', background: child.photoUrl ? undefined : token.colorPrimary }}>
      {initialsOf(child.firstName, child.lastName)}
    </Avatar>
  );
}
