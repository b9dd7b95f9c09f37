import { useEffect } from 'react';
import { Button, DatePicker, Empty, Flex, Form, Input, Popconfirm, Result, Skeleton, Tag, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import {
  type ReportedAttendanceDto,
  useReportedAttendanceListQuery, useReportedAttendanceRemoveMutation, useReportedAttendanceSaveMutation, useTabletChildrenListQuery,
} from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { ArrivalPickUpFields, FeaturePage, Panel, usePickerDayFormats } from '@daycare/ui';
import { formatClock } from '@daycare/i18n';
import { t as text, useT } from '../../i18n';
import {
  DAY, FormError, dayText, hhmmOf, pickerTime, positiveInteger, useRouteParams,
} from '../absences/family-helpers';

handleErrorsInPage('reportedAttendanceSave');

const ROUTE = '/attendance/reported/:childId/:attendanceId?';

/** The gateway's limits (POST /api/attendance/reported/save). */
export const MAX_DAYS_AHEAD = 60;
export const MAX_NOTE_LENGTH = 200;

interface ReportValues {
  date?: Dayjs | null;
  arrives?: Dayjs | null;
  departs?: Dayjs | null;
  note?: string;
}

export const reportedPath = (childId: number, attendanceId?: number) => `/attendance/reported/${childId}${attendanceId ? `/${attendanceId}` : ''}`;

/** "arrives 9:30 AM, picked up 3:00 PM". */
function whenText(report: { date: string; arrives: string; departs: string | null }): string {
  const arrives = formatClock(report.arrives);
  return report.departs ? text('reported.card.arrivesAndPickedUp', { arrives, departs: formatClock(report.departs) }) : text('reported.card.arrives', { arrives });
}

function ReportCard({ report, childId, editing }: { report: ReportedAttendanceDto; childId: number; editing: boolean }) {
  const { token } = theme.useToken();
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [remove, { isLoading }] = useReportedAttendanceRemoveMutation();
  const isToday = report.date === dayjs().format(DAY);
  const deleteReport = async () => {
    const result = await remove({ id: report.id });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('reported.card.removed', { day: dayText(report.date) }), color: THEME_COLORS.light.success }));
    if (editing) void navigate(reportedPath(childId));
  };
  return (
    <Panel size="small" aria-label={t('reported.card.label', { day: dayText(report.date) })} style={editing ? { borderColor: token.colorPrimary, borderWidth: 2 } : undefined}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Flex align="center" gap={8}>
            <Typography.Text strong style={{ fontSize: 16 }}>{dayText(report.date)}</Typography.Text>
            {isToday && <Tag color="processing">{t('common.today')}</Tag>}
            {editing && <Tag color="gold">{t('reported.card.editing')}</Tag>}
          </Flex>
          <Typography.Text>{whenText(report)}</Typography.Text>
          {report.note && <Typography.Text italic style={{ overflowWrap: 'anywhere' }}>“{report.note}”</Typography.Text>}
          {report.reportedBy && <Typography.Text type="secondary">{t('reported.card.toldBy', { name: report.reportedBy.label })}</Typography.Text>}
        </Flex>
        <Flex gap={8}>
          <Button onClick={() => void navigate(reportedPath(childId, report.id))} aria-label={t('reported.card.changeLabel', { day: dayText(report.date) })}>{t('reported.card.change')}</Button>
          <Popconfirm
            title={t('reported.card.removeTitle')}
            description={t('reported.card.removeDetail')}
            okText={t('common.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.keep')}
            onConfirm={() => void deleteReport()}
          >
            <Button danger loading={isLoading} aria-label={t('reported.card.removeLabel', { day: dayText(report.date) })}>{t('common.remove')}</Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </Panel>
  );
}

function ReportForm({ childId, firstName, editing, onSaved }: { childId: number; firstName: string; editing?: ReportedAttendanceDto; onSaved: () => void }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const pickerFormats = usePickerDayFormats();
  const [form] = Form.useForm<ReportValues>();
  const [save, { isLoading, error, reset }] = useReportedAttendanceSaveMutation();
  const today = dayjs().startOf('day');
  const lastDay = today.add(MAX_DAYS_AHEAD, 'day');

  // Editing another report (or none) starts from its values.
  useEffect(() => {
    reset();
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { date: dayjs(editing.date), arrives: pickerTime(editing.arrives), departs: editing.departs ? pickerTime(editing.departs) : null, note: editing.note ?? '' }
        : { date: today, arrives: null, departs: null, note: '' },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing?.id]);

  const submit = async (values: ReportValues) => {
    const date = values.date!.format(DAY);
    const result = await save({
      saveReportedAttendanceDto: {
        ...(editing ? { id: editing.id } : {}),
        childId,
        date,
        arrives: hhmmOf(values.arrives!),
        departs: values.departs ? hhmmOf(values.departs) : null,
        note: values.note?.trim() || null,
      },
    });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('reported.form.saved', { name: firstName, day: dayText(date), time: formatClock(result.data.arrives) }), color: THEME_COLORS.light.success }));
    form.setFieldsValue({ date: today, arrives: null, departs: null, note: '' });
    onSaved();
  };

  const outsideWindow = (day: Dayjs) => day.isBefore(today, 'day') || day.isAfter(lastDay, 'day');
  const heading = editing ? t('reported.form.changeTitle', { day: dayText(editing.date) }) : t('reported.form.newTitle');

  return (
    <Panel title={heading} aria-label={heading}>
      <Flex vertical gap={12}>
        <FormError error={error} />
        <Form<ReportValues> form={form} layout="vertical" aria-label={t('reported.form.label')} requiredMark="optional" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="date"
            label={t('reported.form.day')}
            rules={[
              { required: true, message: t('reported.form.dayRequired') },
              { validator: (_, day: Dayjs | null) => (day && outsideWindow(day) ? Promise.reject(new Error(t('reported.form.dayOutside', { max: MAX_DAYS_AHEAD }))) : Promise.resolve()) },
            ]}
          >
            <DatePicker aria-label={t('reported.form.day')} format={pickerFormats} disabledDate={outsideWindow} allowClear={false} style={{ width: '100%' }} />
          </Form.Item>
          <ArrivalPickUpFields arrivalRequired={t('reported.form.arrivalRequired')} />
          <Form.Item name="note" label={t('reported.form.note')} rules={[{ max: MAX_NOTE_LENGTH, message: t('common.noteMaxLength', { max: MAX_NOTE_LENGTH }) }]}>
            <Input.TextArea aria-label={t('reported.form.note')} rows={2} maxLength={MAX_NOTE_LENGTH} showCount placeholder={t('reported.form.notePlaceholder')} />
          </Form.Item>
          <Flex vertical gap={8}>
            <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>{editing ? t('reported.form.saveChange') : t('reported.form.save')}</Button>
            {editing && <Button size="large" block onClick={onSaved}>{t('common.cancel')}</Button>}
          </Flex>
        </Form>
      </Flex>
    </Panel>
  );
}

/**
 * /attendance/reported/:childId/:attendanceId? for a family: "When is Emma coming?" — the days told
 * to the room from today on, a form to tell another (or change `:attendanceId`), and removal.
 */
export default function ReportedAttendancePage() {
  const t = useT();
  const navigate = useNavigate();
  const params = useRouteParams(ROUTE);
  const childId = positiveInteger(params.childId);
  const attendanceId = positiveInteger(params.attendanceId);
  const children = useTabletChildrenListQuery({});
  const reports = useReportedAttendanceListQuery({ childId: childId ?? 0 }, { skip: !childId });
  const child = children.data?.find((candidate) => candidate.id === childId);
  const firstName = child?.firstName ?? t('reported.yourChild');
  const list = [...(reports.data ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const editing = attendanceId ? list.find((report) => report.id === attendanceId) : undefined;
  const title = child ? t('reported.title', { name: child.firstName }) : t('reported.titleNoChild');

  let content;
  if (!childId || reports.isError || (children.data && !child)) {
    content = <Result status="404" title={t('common.noSuchChild')} subTitle={t('common.noSuchChildDetail')} />;
  } else if (reports.isLoading || children.isLoading) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (attendanceId && !editing) {
    content = (
      <Result
        status="404"
        title={t('reported.notOnList')}
        subTitle={t('reported.notOnListDetail')}
        extra={<Button onClick={() => void navigate(reportedPath(childId))}>{t('reported.backToDays', { name: firstName })}</Button>}
      />
    );
  } else {
    content = (
      <Flex vertical gap={16}>
        <ReportForm childId={childId} firstName={firstName} editing={editing} onSaved={() => void navigate(reportedPath(childId))} />
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{t('reported.listTitle')}</Typography.Title>
        {list.length === 0 ? (
          <Empty description={t('reported.empty', { name: firstName })} />
        ) : (
          <Flex vertical gap={12} role="list" aria-label={t('reported.listLabel')}>
            {list.map((report) => (
              <div role="listitem" key={report.id}>
                <ReportCard report={report} childId={childId} editing={report.id === editing?.id} />
              </div>
            ))}
          </Flex>
        )}
      </Flex>
    );
  }
  return (
    <FeaturePage title={title} summary={t('reported.summary', { name: firstName })}>
      {content}
    </FeaturePage>
  );
}
