import { Button, Empty, Flex, Popconfirm, Select, Skeleton, Tag, Typography, theme } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { mdiCalendarRemove, mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { type AbsenceDto, useAbsencesListQuery, useAbsencesRemoveMutation, useTabletChildrenListQuery } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { Mdi, Panel } from '@daycare/ui';
import { formatDate } from '@daycare/i18n';
import { useT } from '../../i18n';
import { DAY, periodText, positiveInteger, type Viewer } from './family-helpers';

/** The gateway lists at most 366 days at once: a family sees the chosen month and the year after it. */
const FAMILY_PERIOD_DAYS = 365;

/** The month the list shows (`?month=2026-11`), this month by default. */
function useMonth(): [Dayjs, (month: Dayjs) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month');
  const month = asked && /^\d{4}-\d{2}$/.test(asked) && dayjs(`${asked}-01`).isValid() ? dayjs(`${asked}-01`) : dayjs().startOf('month');
  const setMonth = (next: Dayjs) =>
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      params.set('month', next.format('YYYY-MM'));
      return params;
    }, { replace: true });
  return [month, setMonth];
}

function MonthSwitcher({ month, onChange, label }: { month: Dayjs; onChange: (month: Dayjs) => void; label: string }) {
  const { token } = theme.useToken();
  const t = useT();
  const isThisMonth = month.isSame(dayjs(), 'month');
  return (
    <Flex align="center" justify="space-between" gap={8}>
      <Button aria-label={t('absences.list.previousMonth')} icon={<Mdi path={mdiChevronLeft} size={1} color={token.colorText} />} onClick={() => onChange(month.subtract(1, 'month'))} />
      <Flex vertical align="center">
        <Typography.Text strong style={{ fontSize: 16 }} aria-live="polite">{label}</Typography.Text>
        {!isThisMonth && <Button type="link" size="small" onClick={() => onChange(dayjs().startOf('month'))}>{t('absences.list.backToThisMonth')}</Button>}
      </Flex>
      <Button aria-label={t('absences.list.nextMonth')} icon={<Mdi path={mdiChevronRight} size={1} color={token.colorText} />} onClick={() => onChange(month.add(1, 'month'))} />
    </Flex>
  );
}

function AbsenceCard({ absence, canDelete }: { absence: AbsenceDto; canDelete: boolean }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const [remove, { isLoading }] = useAbsencesRemoveMutation();
  const today = dayjs().format(DAY);
  const awayToday = absence.startDate <= today && today <= absence.endDate;
  const past = absence.endDate < today;
  const deleteAbsence = async () => {
    const result = await remove({ id: absence.id });
    if (!result.error) dispatch(showSnackbar({ text: t('absences.card.removed', { name: absence.child.label }), color: THEME_COLORS.light.success }));
  };
  return (
    <Panel size="small" aria-label={t('absences.card.label', { name: absence.child.label })}>
      <Flex justify="space-between" align="start" gap={12}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong style={{ fontSize: 16 }}>{absence.child.label}</Typography.Text>
            {awayToday && <Tag color="warning">{t('absences.card.awayToday')}</Tag>}
            {past && <Tag>{t('absences.card.past')}</Tag>}
          </Flex>
          <Typography.Text>{periodText(absence.startDate, absence.endDate, absence.days)}</Typography.Text>
          <Typography.Text italic style={{ overflowWrap: 'anywhere' }}>“{absence.reason}”</Typography.Text>
          <Typography.Text type="secondary">
            {absence.reportedBy ? t('absences.card.reportedBy', { name: absence.reportedBy.label }) : t('absences.card.reportedByCentre')}
          </Typography.Text>
        </Flex>
        {canDelete && (
          <Popconfirm
            title={t('absences.card.removeTitle')}
            description={t('absences.card.removeDetail', { name: absence.child.label })}
            okText={t('common.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.keep')}
            onConfirm={() => void deleteAbsence()}
          >
            <Button danger loading={isLoading} aria-label={t('absences.card.removeLabel', { name: absence.child.label })}>{t('common.remove')}</Button>
          </Popconfirm>
        )}
      </Flex>
    </Panel>
  );
}

/**
 * The absences of /absence: a family's children's from the chosen month on (this month by default);
 * for staff and directors the centre's absences of the chosen month, optionally one child's.
 */
export function AbsenceList({ viewer }: { viewer: Viewer }) {
  const navigate = useNavigate();
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const [month, setMonth] = useMonth();
  const forFamily = viewer === 'guardian';
  const childId = forFamily ? undefined : positiveInteger(search.get('childId'));
  const startDate = month.format(DAY);
  const endDate = (forFamily ? month.add(FAMILY_PERIOD_DAYS, 'day') : month.endOf('month')).format(DAY);
  const absences = useAbsencesListQuery({ startDate, endDate, childId });
  const children = useTabletChildrenListQuery({}, { skip: forFamily });
  const today = dayjs().format(DAY);
  // Soonest first: what is coming up matters most.
  const list = [...(absences.data ?? [])].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.child.label.localeCompare(b.child.label));
  const monthText = formatDate(month, 'month');
  const label = forFamily ? t('absences.list.fromMonth', { month: monthText }) : monthText;
  const canDelete = (absence: AbsenceDto) => viewer === 'director' || (viewer === 'guardian' && absence.endDate >= today);
  const chooseChild = (id: number | undefined) =>
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      if (id) params.set('childId', String(id));
      else params.delete('childId');
      return params;
    }, { replace: true });

  return (
    <Flex vertical gap={16}>
      {viewer !== 'staff' && (
        <Button
          type="primary"
          size="large"
          block
          icon={<Mdi path={mdiCalendarRemove} size={1} color="currentColor" />}
          onClick={() => void navigate(childId ? `/absence/create?childId=${childId}` : '/absence/create')}
        >
          {t('absences.list.report')}
        </Button>
      )}
      {!forFamily && (
        <Select
          aria-label={t('common.child')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('absences.list.allChildren')}
          loading={children.isLoading}
          value={childId}
          onChange={(id: number | undefined) => chooseChild(id)}
          options={(children.data ?? []).map((child) => ({ value: child.id, label: child.label }))}
        />
      )}
      <MonthSwitcher month={month} onChange={setMonth} label={label} />
      {absences.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.length === 0 ? (
        <Empty description={forFamily ? t('absences.list.emptyFamily', { month: monthText }) : t('absences.list.emptyCentre', { month: monthText })} />
      ) : (
        <Flex vertical gap={12} role="list" aria-label={t('absences.list.label')}>
          {list.map((absence) => (
            <div role="listitem" key={absence.id}>
              <AbsenceCard absence={absence} canDelete={canDelete(absence)} />
            </div>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
