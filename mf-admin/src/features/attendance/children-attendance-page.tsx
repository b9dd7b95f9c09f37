import { Link } from 'react-router';
import { Col, Empty, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import {
  useRoomByDaycareQuery, useTabletChildrenListQuery, useTabletStaffListQuery, type PeopleChildDto, type PeopleStaffDto, type RoomDetailDto,
} from '@daycare/api-client';
import { AttendanceStatus, signedInTo } from '@daycare/shared';
import { selectUser, useAppSelector } from '@daycare/store';
import { Panel, RatioTag } from '@daycare/ui';
import { OpenIncidentsBadge, RouteLinks, RoutePage, type RouteLinkItem } from '@daycare/shared-features';
import { ExpectedChildren } from '../dashboard/expected-children';
import { FamilyChangesCard } from '../dashboard/family-changes-card';
import { MonthAtAGlance } from '../dashboard/month-at-a-glance';
import { formatNumber, formatTime } from '@daycare/i18n';
import { useT } from '../../i18n';
import { PinAlerts } from './pin-alerts';


/** A name alone on its line is a touch target: at least 24px tall, whatever the font. */
const NAME_LINK = { display: 'inline-block', lineHeight: '24px' } as const;

function isIn(person: PeopleChildDto | PeopleStaffDto): boolean {
  return person.status === AttendanceStatus.SignedIn;
}

/** A child as a row: name, and in (since when) or out, updated live by the shell's connection. */
function ChildRow({ child }: { child: PeopleChildDto }) {
  const t = useT();
  const state = isIn(child) ? t('people.signedInState') : t('people.signedOutState');
  const since = child.signedInAt && formatTime(child.signedInAt);
  return (
    <Flex justify="space-between" align="center" gap={8} data-testid={`attendance-child-${child.id}`} aria-label={t('people.personState', { name: child.label, state })}>
      <Link to={`/attendance/search/children/${child.id}`} style={NAME_LINK}>{child.label}</Link>
      <Flex gap={4} wrap justify="end">
        <OpenIncidentsBadge count={child.incident} />
        {isIn(child) ? <Tag color="success">{since ? t('people.inSince', { time: since }) : t('people.in')}</Tag> : <Tag>{t('people.out')}</Tag>}
      </Flex>
    </Flex>
  );
}

interface RoomPeople {
  room: RoomDetailDto;
  children: PeopleChildDto[];
  staffIn: number;
}

/** Children signed in to the room, then its own children who are not in. */
function peopleOf(room: RoomDetailDto, children: PeopleChildDto[], staff: PeopleStaffDto[]): RoomPeople {
  const here = children.filter((child) => (isIn(child) ? child.rId === room.id : child.homeRoomId === room.id));
  here.sort((a, b) => Number(isIn(b)) - Number(isIn(a)) || a.label.localeCompare(b.label));
  return { room, children: here, staffIn: signedInTo(staff, room.id) };
}

function RoomPanel({ room, children, staffIn }: RoomPeople) {
  const t = useT();
  const childrenIn = children.filter(isIn).length;
  return (
    <Panel size="small" aria-label={room.label}>
      <Flex justify="space-between" align="baseline" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>{room.label}</Typography.Title>
        <Typography.Text type="secondary" data-testid={`room-count-${room.id}`}>
          {t('people.roomCount', { children: t('people.childrenInCount', { count: childrenIn }), staff: t('people.staffInCount', { count: staffIn }) })}
        </Typography.Text>
      </Flex>
      {/* Counted from the live lists, so the ratio follows every sign-in as the tablet's does. */}
      <RatioTag room={room} childrenIn={childrenIn} staffIn={staffIn} style={{ marginBottom: 8 }} />
      {children.length ? (
        <Flex vertical gap={6}>{children.map((child) => <ChildRow key={child.id} child={child} />)}</Flex>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('people.noChildrenInRoom')} />
      )}
    </Panel>
  );
}

/** The ratio rooms first, in the order the centre made them (youngest first in the demo), then the others. */
function inDisplayOrder(rooms: RoomDetailDto[]): RoomDetailDto[] {
  return [...rooms].sort((a, b) => Number(b.inRatio) - Number(a.inRatio) || a.id - b.id);
}


function ChildrenAttendance({ daycareId }: { daycareId: number }) {
  const rooms = useRoomByDaycareQuery({ daycareId });
  const children = useTabletChildrenListQuery({});
  const staff = useTabletStaffListQuery({});
  const loading = rooms.isLoading || children.isLoading || staff.isLoading;
  const allChildren = children.data ?? [];
  const allStaff = staff.data ?? [];
  const t = useT();
  /** Where a director goes next from the day at a glance. */
  const morePages: RouteLinkItem[] = [
    { to: '/attendance/staff' },
    { to: '/attendance/reports' },
    { to: '/attendance/schedule/request', label: t('people.requestsToAnswer') },
    { to: '/attendance/schedule/response', label: t('people.everyRequest') },
    { to: '/attendance/schedule/report' },
    { to: '/agegroups' },
  ];
  if (loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Flex vertical gap={16}>
      <PinAlerts />
      <Flex gap={32} wrap>
        <Statistic title={t('people.childrenIn')} value={allChildren.filter(isIn).length} suffix={`/ ${formatNumber(allChildren.length)}`} />
        <Statistic title={t('people.staffIn')} value={allStaff.filter(isIn).length} suffix={`/ ${formatNumber(allStaff.length)}`} />
      </Flex>
      <RouteLinks label={t('people.moreOnAttendance')} links={morePages} />
      <Row gutter={[16, 16]}>
        {inDisplayOrder(rooms.data ?? []).map((room) => (
          <Col key={room.id} xs={24} md={12} xl={8}>
            <RoomPanel {...peopleOf(room, allChildren, allStaff)} />
          </Col>
        ))}
      </Row>
      <ExpectedChildren />
      <FamilyChangesCard />
      <MonthAtAGlance />
    </Flex>
  );
}

/** Who is in and who is out today, room by room (/attendance/children); people change live as the tablets sign them. */
export default function ChildrenAttendancePage() {
  const daycareId = useAppSelector(selectUser)?.daycare?.id;
  return (
    <RoutePage path="/attendance/children">
      {daycareId !== undefined && <ChildrenAttendance daycareId={daycareId} />}
    </RoutePage>
  );
}
