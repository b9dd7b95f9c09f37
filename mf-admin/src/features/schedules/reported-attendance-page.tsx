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
import { DAY, FormError, positiveInteger, useRouteMatch } from '../attendance/attendance-helpers';
import { CLOCK, MAX_REPORTED_NOTE, SCHEDULE_ROUTES, clockOf, clockText, dateText, noteOf, reportedPath, schedulePath, useCanManageSchedules } from './schedule-helpers';

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

const timesText = (report: ReportedAttendanceDto) => `${clockText(report.arrives)}${report.departs ? ` – ${clockText(report.departs)}` : ''}`;

function DeleteReport({ report, onDeleted }: { report: ReportedAttendanceDto; onDeleted: () => void }) {
  const [remove, removing] = useReportedAttendanceRemoveMutation();
  const dispatch = useAppDispatch();
  const when = dateText(report.date);
  const confirm = async () => {
    const result = await remove({ id: report.id });
    if (result.error) return;
    dispatch(showSnackbar({ text: `The reported attendance of ${when} was deleted`, color: THEME_COLORS.light.success }));
    onDeleted();
  };
  return (
    <Popconfirm title="Delete this reported attendance?" description={`${when}, ${timesText(report)}.`} okText="Delete" okButtonProps={{ danger: true }} cancelText="Keep" onConfirm={confirm}>
      <Button danger size="small" loading={removing.isLoading} aria-label={`Delete the report of ${when}`}>Delete</Button>
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
    dispatch(showSnackbar({ text: `${childName} is expected ${dateText(result.data.date)}, ${timesText(result.data)}`, color: THEME_COLORS.light.success }));
    if (editing) void navigate(reportedPath(childId));
    else form.resetFields();
  };
  return (
    <Card title={editing ? `Change the report of ${dateText(editing.date)}` : 'Report attendance'} styles={{ header: { flexWrap: 'wrap' } }}>
      <FormError error={saving.error} />
      <Form<ReportValues> key={editing?.id ?? 'new'} form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark="optional" aria-label="Reported attendance">
        <Form.Item
          name="date"
          label="Day"
          extra={replaced ? `This replaces the report of that day (${timesText(replaced)}).` : undefined}
          rules={[
            { required: true, message: 'Enter the day' },
            {
              validator: (_, day: Dayjs | null) => {
                if (day && day.isBefore(today, 'day')) return Promise.reject(new Error('The day must be today or later'));
                if (day && day.diff(today, 'day') > DAYS_AHEAD) return Promise.reject(new Error(`The day may be at most ${DAYS_AHEAD} days ahead`));
                return Promise.resolve();
              },
            },
          ]}
        >
          <DatePicker
            aria-label="Day"
            format={DAY}
            allowClear={false}
            disabledDate={(day) => day.isBefore(today, 'day') || day.diff(today, 'day') > DAYS_AHEAD}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <ArrivalPickUpFields arrivalRequired="Enter the arrival" />
        <Form.Item name="note" label="Note" rules={[{ max: MAX_REPORTED_NOTE, message: `The note may have at most ${MAX_REPORTED_NOTE} characters` }]}>
          <Input.TextArea aria-label="Note" rows={2} maxLength={MAX_REPORTED_NOTE} showCount placeholder="For example: dentist in the morning" />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>{editing ? 'Save changes' : 'Save'}</Button>
          {editing && <Button onClick={() => void navigate(reportedPath(childId))}>Cancel</Button>}
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
  // A phone lists the reports as cards, with their buttons in reach; a wider screen as a table.
  const phone = !Grid.useBreakpoint().md;

  if (!childId || child.isError || reports.isError) {
    return (
      <RoutePage path={ROUTE}>
        <Result status="404" title="This child was not found" subTitle="The child may have left, or belong to another centre." />
      </RoutePage>
    );
  }
  const name = child.data?.child.label ?? '';
  const actions = (report: ReportedAttendanceDto) => (
    <Flex gap={8}>
      <Button size="small" aria-label={`Edit the report of ${dateText(report.date)}`} onClick={() => void navigate(reportedPath(childId, report.id))}>Edit</Button>
      <DeleteReport report={report} onDeleted={() => { if (report.id === attendanceId) void navigate(reportedPath(childId)); }} />
    </Flex>
  );
  const columns: TableColumnsType<ReportedAttendanceDto> = [
    { title: 'Day', key: 'date', render: (_, report) => dateText(report.date) },
    { title: 'Arrives – picked up', key: 'times', render: (_, report) => timesText(report) },
    { title: 'Note', key: 'note', render: (_, report) => report.note ?? '—' },
    { title: 'Reported by', key: 'by', render: (_, report) => <Typography.Text type="secondary">{report.reportedBy?.label ?? '—'}</Typography.Text> },
    ...(canChange ? [{ title: 'Actions', key: 'actions', render: (_: unknown, report: ReportedAttendanceDto) => actions(report) }] : []),
  ];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No attendance reported for ${name || 'this child'} from today on`} />;
  let list;
  if (reports.isLoading || !reports.data) {
    list = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (phone) {
    list = reports.data.length === 0 ? empty : (
      <Flex vertical gap={8} role="list" aria-label="Reported attendance from today on">
        {reports.data.map((report) => (
          <Card key={report.id} size="small" role="listitem" style={report.id === attendanceId ? { borderColor: 'var(--ant-color-primary)' } : undefined}>
            <Flex justify="space-between" align="flex-start" gap={8}>
              <Flex vertical gap={2}>
                <Typography.Text strong>{dateText(report.date)}</Typography.Text>
                <Typography.Text>{timesText(report)}</Typography.Text>
                {report.note && <Typography.Text>{report.note}</Typography.Text>}
                <Typography.Text type="secondary">Reported by {report.reportedBy?.label ?? 'the centre'}</Typography.Text>
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
        aria-label="Reported attendance from today on"
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
      form = <Alert type="warning" showIcon title="This reported attendance was not found" description="It may have been deleted. You can add a new one." action={<Button size="small" onClick={() => void navigate(reportedPath(childId))}>Add one</Button>} />;
    } else if (attendanceId && !edited) {
      form = editing.isLoading ? <Skeleton active paragraph={{ rows: 5 }} /> : <Alert type="warning" showIcon title="This reported attendance belongs to another child" />;
    } else {
      form = <ReportForm key={pathname} childId={childId} childName={name} editing={edited} reports={reports.data ?? []} />;
    }
  }
  return (
    <RoutePage path={ROUTE}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{name}</Typography.Title>
          <Button onClick={() => void navigate(schedulePath(childId))}>Schedule</Button>
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
