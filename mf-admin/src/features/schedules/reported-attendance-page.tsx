import { useMemo } from 'react';
import { Alert, Button, Card, Col, DatePicker, Empty, Flex, Form, Grid, Input, Popconfirm, Result, Row, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import {
  useReportedAttendanceByIdQuery, useReportedAttendanceListQuery, useReportedAttendanceRemoveMutation, useReportedAttendanceSaveMutation,
  useRoomChildRoomQuery, type ReportedAttendanceDto,
} from '@daycare/api-client';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { THEME_COLORS } from '@daycare/shared';
import { ArrivalPickUpFields } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { formatClock, formatDate } from '@daycare/i18n';
import { t as translate, useT } from '../../i18n';
import { DAY, FormError, positiveInteger, useRouteMatch } from '../attendance/attendance-helpers';
import { CLOCK, MAX_REPORTED_NOTE, SCHEDULE_ROUTES, clockOf, noteOf, reportedPath, schedulePath, useCanManageSchedules } from './schedule-helpers';

handleErrorsInPage('reportedAttendanceSave');

const ROUTE = SCHEDULE_ROUTES.reported;
/** The gateway takes days from today to 60 days ahead. */
const DAYS_AHEAD = 60;

interface ReportValues {
  date?: Dayjs | null;
  arrives?: Dayjs | null;
  departs?: Dayjs | null;
  note?: string;
}

const timesText = (report: ReportedAttendanceDto) =>
  (report.departs ? translate('schedules.hours', { from: formatClock(report.arrives), to: formatClock(report.departs) }) : formatClock(report.arrives));
const dayText = (day: string) => formatDate(day, 'weekday');

function DeleteReport({ report, onDeleted }: { report: ReportedAttendanceDto; onDeleted: () => void }) {
  const [remove, removing] = useReportedAttendanceRemoveMutation();
  const dispatch = useAppDispatch();
  const t = useT();
  const when = dayText(report.date);
  const confirm = async () => {
    const result = await remove({ id: report.id });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('reported.deleted', { when }), color: THEME_COLORS.light.success }));
    onDeleted();
  };
  return (
    <Popconfirm
      title={t('reported.deleteQuestion')}
      description={t('reported.deleteHelp', { when, times: timesText(report) })}
      okText={t('common.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.keep')}
      onConfirm={confirm}
    >
      <Button danger size="small" loading={removing.isLoading} aria-label={t('reported.deleteOf', { when })}>{t('common.delete')}</Button>
    </Popconfirm>
  );
}

interface ReportFormProps {
  childId: number;
  childName: string;
  /** The report being changed; none: a new one. */
  editing?: ReportedAttendanceDto;
  reports: ReportedAttendanceDto[];
}

/** Adds a day's expected arrival and pick-up, or changes the one being edited. */
function ReportForm({ childId, childName, editing, reports }: ReportFormProps) {
  const t = useT();
  const [form] = Form.useForm<ReportValues>();
  const [save, saving] = useReportedAttendanceSaveMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const today = dayjs().startOf('day');
  const initialValues = useMemo<ReportValues>(
    () => editing
      ? { date: dayjs(editing.date), arrives: clockOf(editing.arrives), departs: editing.departs ? clockOf(editing.departs) : null, note: editing.note ?? '' }
      : { date: dayjs().startOf('day'), arrives: null, departs: null, note: '' },
    [editing],
  );
  const chosen = Form.useWatch('date', form);
  const replaced = !editing && chosen ? reports.find((report) => report.date === chosen.format(DAY)) : undefined;
  const submit = async (values: ReportValues) => {
    const result = await save({
      saveReportedAttendanceDto: {
        ...(editing ? { id: editing.id } : {}),
        childId,
        date: values.date!.format(DAY),
        arrives: values.arrives!.format(CLOCK),
        departs: values.departs ? values.departs.format(CLOCK) : null,
        note: noteOf(values.note),
      },
    });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('reported.saved', { name: childName, day: dayText(result.data.date), times: timesText(result.data) }), color: THEME_COLORS.light.success }));
    if (editing) void navigate(reportedPath(childId));
    else form.resetFields();
  };
  return (
    <Card title={editing ? t('reported.changeOf', { when: dayText(editing.date) }) : t('reported.report')} styles={{ header: { flexWrap: 'wrap' } }}>
      <FormError error={saving.error} />
      <Form<ReportValues> key={editing?.id ?? 'new'} form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark="optional" aria-label={t('history.reportedAttendance')}>
        <Form.Item
          name="date"
          label={t('history.day')}
          extra={replaced ? t('reported.replaces', { times: timesText(replaced) }) : undefined}
          rules={[
            { required: true, message: t('reported.dayRequired') },
            {
              validator: (_, day: Dayjs | null) => {
                if (day && day.isBefore(today, 'day')) return Promise.reject(new Error(t('reported.dayNotPast')));
                if (day && day.diff(today, 'day') > DAYS_AHEAD) return Promise.reject(new Error(t('reported.dayTooFar', { days: DAYS_AHEAD })));
                return Promise.resolve();
              },
            },
          ]}
        >
          <DatePicker
            aria-label={t('history.day')}
            format={DAY}
            allowClear={false}
            disabledDate={(day) => day.isBefore(today, 'day') || day.diff(today, 'day') > DAYS_AHEAD}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <ArrivalPickUpFields arrivalRequired={t('schedules.arrivalRequired')} />
        <Form.Item name="note" label={t('schedules.note')} rules={[{ max: MAX_REPORTED_NOTE, message: t('schedules.noteTooLong', { max: MAX_REPORTED_NOTE }) }]}>
          <Input.TextArea aria-label={t('schedules.note')} rows={2} maxLength={MAX_REPORTED_NOTE} showCount placeholder={t('reported.notePlaceholder')} />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>{editing ? t('scheduleForm.saveChanges') : t('common.save')}</Button>
          {editing && <Button onClick={() => void navigate(reportedPath(childId))}>{t('common.cancel')}</Button>}
        </Flex>
      </Form>
    </Card>
  );
}

/**
 * When a child comes on the coming days, as the family or the centre said (/attendance/reported/:childId/:attendanceId?):
 * the list from today on, and for directors a form to add one or change the one in the address.
 */
export default function ReportedAttendancePage() {
  const params = useRouteMatch([ROUTE])?.params ?? {};
  const childId = positiveInteger(params.childId);
  const attendanceId = positiveInteger(params.attendanceId);
  const child = useRoomChildRoomQuery({ childId: childId ?? 0 }, { skip: !childId });
  const reports = useReportedAttendanceListQuery({ childId: childId ?? 0 }, { skip: !childId });
  const editing = useReportedAttendanceByIdQuery({ id: attendanceId ?? 0 }, { skip: !attendanceId });
  const canChange = useCanManageSchedules();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useT();
  // A phone lists the reports as cards, with their buttons in reach; a wider screen as a table.
  const phone = !Grid.useBreakpoint().md;

  if (!childId || child.isError || reports.isError) {
    return (
      <RoutePage path={ROUTE}>
        <Result status="404" title={t('schedules.childNotFound')} subTitle={t('schedules.childNotFoundHelp')} />
      </RoutePage>
    );
  }
  const name = child.data?.child.label ?? '';
  const actions = (report: ReportedAttendanceDto) => (
    <Flex gap={8}>
      <Button size="small" aria-label={t('reported.editOf', { when: dayText(report.date) })} onClick={() => void navigate(reportedPath(childId, report.id))}>{t('common.edit')}</Button>
      <DeleteReport report={report} onDeleted={() => { if (report.id === attendanceId) void navigate(reportedPath(childId)); }} />
    </Flex>
  );
  const columns: TableColumnsType<ReportedAttendanceDto> = [
    { title: t('history.day'), key: 'date', render: (_, report) => dayText(report.date) },
    { title: t('reported.times'), key: 'times', render: (_, report) => timesText(report) },
    { title: t('schedules.note'), key: 'note', render: (_, report) => report.note ?? '—' },
    { title: t('reported.reportedBy'), key: 'by', render: (_, report) => <Typography.Text type="secondary">{report.reportedBy?.label ?? '—'}</Typography.Text> },
    ...(canChange ? [{ title: t('history.actions'), key: 'actions', render: (_: unknown, report: ReportedAttendanceDto) => actions(report) }] : []),
  ];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={name ? t('reported.empty', { name }) : t('reported.emptyNoName')} />;
  let list;
  if (reports.isLoading || !reports.data) {
    list = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (phone) {
    list = reports.data.length === 0 ? empty : (
      <Flex vertical gap={8} role="list" aria-label={t('reported.list')}>
        {reports.data.map((report) => (
          <Card key={report.id} size="small" role="listitem" style={report.id === attendanceId ? { borderColor: 'var(--ant-color-primary)' } : undefined}>
            <Flex justify="space-between" align="flex-start" gap={8}>
              <Flex vertical gap={2}>
                <Typography.Text strong>{dayText(report.date)}</Typography.Text>
                <Typography.Text>{timesText(report)}</Typography.Text>
                {report.note && <Typography.Text>{report.note}</Typography.Text>}
                <Typography.Text type="secondary">{t('reported.reportedByName', { name: report.reportedBy?.label ?? t('requests.theCentre') })}</Typography.Text>
              </Flex>
              {canChange && actions(report)}
            </Flex>
          </Card>
        ))}
      </Flex>
    );
  } else {
    list = (
      <Table
        rowKey="id"
        size="middle"
        aria-label={t('reported.list')}
        dataSource={reports.data}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(report) => (report.id === attendanceId ? 'ant-table-row-selected' : '')}
        locale={{ emptyText: empty }}
      />
    );
  }
  // The report in the address, once it is known to be this child's.
  const edited = attendanceId && editing.data?.child.id === childId ? editing.data : undefined;
  let form = null;
  if (canChange && child.data) {
    if (attendanceId && editing.isError) {
      form = <Alert type="warning" showIcon title={t('reported.notFound')} description={t('reported.notFoundHelp')} action={<Button size="small" onClick={() => void navigate(reportedPath(childId))}>{t('reported.addOne')}</Button>} />;
    } else if (attendanceId && !edited) {
      form = editing.isLoading ? <Skeleton active paragraph={{ rows: 5 }} /> : <Alert type="warning" showIcon title={t('reported.otherChild')} />;
    } else {
      form = <ReportForm key={pathname} childId={childId} childName={name} editing={edited} reports={reports.data ?? []} />;
    }
  }
  return (
    <RoutePage path={ROUTE}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{name}</Typography.Title>
          <Button onClick={() => void navigate(schedulePath(childId))}>{t('history.schedule')}</Button>
        </Flex>
        <Row gutter={[24, 16]}>
          {form && <Col xs={24} lg={9}>{form}</Col>}
          <Col xs={24} lg={form ? 15 : 24}>
            {list}
          </Col>
        </Row>
      </Flex>
    </RoutePage>
  );
}
