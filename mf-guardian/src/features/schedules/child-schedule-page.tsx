import { Button, Empty, Flex, Result, Skeleton, Tag, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { type ScheduleDto, useSchedulesListQuery, useTabletChildrenListQuery } from '@daycare/api-client';
import { Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { DAY, positiveInteger, useRouteParams } from '../absences/family-helpers';
import { ScheduleDays, planName, planNameInSentence, validityText } from './schedule-text';

const ROUTE = '/attendance/schedule/:childId';

export const requestPath = (childId: number, scheduleId?: number) =>
  `/attendance/schedule/request?childId=${childId}${scheduleId ? `&scheduleId=${scheduleId}` : ''}`;

function ScheduleCard({ schedule, childId }: { schedule: ScheduleDto; childId: number }) {
  const { token } = theme.useToken();
  const t = useT();
  const navigate = useNavigate();
  const today = dayjs().format(DAY);
  const over = schedule.validTo !== null && schedule.validTo < today;
  const upcoming = schedule.validFrom > today;
  return (
    <Panel
      size="small"
      aria-label={t('schedules.child.cardLabel', { plan: planName(schedule.plan), validity: validityText(schedule.validFrom, schedule.validTo) })}
      style={schedule.current ? { borderColor: token.colorPrimary, borderWidth: 2, background: token.colorPrimaryBg } : over ? { opacity: 0.75 } : undefined}
    >
      <Flex vertical gap={8}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong style={{ fontSize: 16 }}>{planName(schedule.plan)}</Typography.Text>
          {schedule.current && <Tag color="processing">{t('schedules.child.current')}</Tag>}
          {upcoming && <Tag color="gold">{t('schedules.child.upcoming')}</Tag>}
          {over && <Tag>{t('schedules.child.ended')}</Tag>}
        </Flex>
        <Typography.Text type="secondary">{validityText(schedule.validFrom, schedule.validTo)}</Typography.Text>
        <ScheduleDays days={schedule.days} />
        {schedule.note && <Typography.Text italic>“{schedule.note}”</Typography.Text>}
        {!over && (
          <div>
            <Button onClick={() => void navigate(requestPath(childId, schedule.id))} aria-label={t('schedules.child.askChangeLabel', { plan: planNameInSentence(schedule.plan) })}>
              {t('schedules.child.askChange')}
            </Button>
          </div>
        )}
      </Flex>
    </Panel>
  );
}

/** /attendance/schedule/:childId for a family: the child's schedules, the current one first and marked; changes are asked for. */
export default function ChildSchedulePage() {
  const t = useT();
  const navigate = useNavigate();
  const childId = positiveInteger(useRouteParams(ROUTE).childId);
  const children = useTabletChildrenListQuery({});
  const schedules = useSchedulesListQuery({ childId: childId ?? 0 }, { skip: !childId });
  const child = children.data?.find((candidate) => candidate.id === childId);
  // The current schedule first, then the rest as the gateway sends them (latest first).
  const list = [...(schedules.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));

  let content;
  if (!childId || schedules.isError || (children.data && !child)) {
    content = <Result status="404" title={t('common.noSuchChild')} subTitle={t('common.noSuchChildDetail')} />;
  } else if (schedules.isLoading || children.isLoading) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    content = (
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{child?.label}</Typography.Title>
        {list.length === 0 ? (
          <Empty description={child ? t('schedules.child.noSchedule', { name: child.firstName }) : t('schedules.child.noScheduleNoName')} />
        ) : (
          list.map((schedule) => <ScheduleCard key={schedule.id} schedule={schedule} childId={childId} />)
        )}
        <Button size="large" block onClick={() => void navigate(requestPath(childId))}>{t('schedules.child.askNew')}</Button>
        <Button type="link" onClick={() => void navigate('/attendance/schedule/request')}>{t('schedules.child.seeRequests')}</Button>
      </Flex>
    );
  }
  return <RoutePage path={ROUTE}>{content}</RoutePage>;
}
