import { useState } from 'react';
import { Button, Checkbox, Col, DatePicker, Empty, Flex, Form, Input, Result, Row, Select, Skeleton, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { type PeopleChildDto, useAbsencesCreateMutation, useTabletChildrenListQuery } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { Panel } from '@daycare/ui';
import { useT } from '../../i18n';
import { usePickerDayFormats } from '@daycare/ui';
import { DAY, FormError, namesText, periodText, positiveInteger, type Viewer } from './family-helpers';

handleErrorsInPage('absencesCreate');

/** The gateway's limits (POST /api/absence/create). */
export const MAX_REASON_LENGTH = 200;
export const MAX_ABSENCE_DAYS = 366;

interface AbsenceValues {
  childIds: number[];
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  reason?: string;
}

/** A family's children as big checkboxes (several may be away together). */
function ChildCheckboxes({ childList, value, onChange }: { childList: PeopleChildDto[]; value?: number[]; onChange?: (ids: number[]) => void }) {
  return (
    <Checkbox.Group value={value} onChange={(ids) => onChange?.(ids as number[])} style={{ width: '100%' }}>
      <Flex vertical gap={8} style={{ width: '100%' }}>
        {childList.map((child) => (
          <Panel key={child.id} size="small">
            <Checkbox value={child.id} style={{ fontSize: 16 }}>{child.label}</Checkbox>
          </Panel>
        ))}
      </Flex>
    </Checkbox.Group>
  );
}

/**
 * /absence/create: which children (one absence each), the first and last day away and a reason.
 * Guardians report from today on; directors record any day (a phoned-in past day too).
 */
export function AbsenceForm({ viewer }: { viewer: Viewer }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [form] = Form.useForm<AbsenceValues>();
  const children = useTabletChildrenListQuery({}, { skip: viewer === 'staff' });
  const [create, { isLoading, error }] = useAbsencesCreateMutation();
  const [saving, setSaving] = useState(false);
  const today = dayjs().startOf('day');
  const forFamily = viewer === 'guardian';
  const t = useT();
  const pickerFormats = usePickerDayFormats();

  if (viewer === 'staff') {
    return (
      <Result
        status="info"
        title={t('absences.form.staffTitle')}
        subTitle={t('absences.form.staffDetail')}
        extra={<Link to="/absence">{t('absences.form.seeAbsences')}</Link>}
      />
    );
  }
  if (children.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  const childList = children.data ?? [];
  if (childList.length === 0) {
    return <Empty description={forFamily ? t('common.noChildrenOnRecord') : t('absences.form.noChildrenAtCentre')} />;
  }

  const asked = positiveInteger(search.get('childId'));
  const initialChildIds = asked && childList.some((child) => child.id === asked) ? [asked] : childList.length === 1 ? [childList[0].id] : [];
  const labelOf = (id: number) => childList.find((child) => child.id === id)?.label ?? t('common.childNumber', { id });

  const submit = async (values: AbsenceValues) => {
    const startDate = values.startDate!.format(DAY);
    const endDate = (values.endDate ?? values.startDate!).format(DAY);
    const reason = values.reason!.trim();
    const done: string[] = [];
    setSaving(true);
    try {
      for (const childId of values.childIds) {
        const result = await create({ createAbsenceDto: { childId, startDate, endDate, reason } });
        if (result.error) {
          // The ones saved stay saved: leave only the others chosen, say which were saved.
          if (done.length) {
            form.setFieldValue('childIds', values.childIds.filter((id) => !done.includes(labelOf(id))));
            dispatch(showSnackbar({ text: t('absences.form.reportedFor', { names: namesText(done) }), color: THEME_COLORS.light.success }));
          }
          return;
        }
        done.push(result.data.child.label);
      }
    } finally {
      setSaving(false);
    }
    const days = dayjs(endDate).diff(dayjs(startDate), 'day') + 1;
    dispatch(showSnackbar({ text: t('absences.form.reportedForPeriod', { names: namesText(done), period: periodText(startDate, endDate, days) }), color: THEME_COLORS.light.success }));
    void navigate(`/absence?month=${startDate.slice(0, 7)}`);
  };

  const beforeToday = (day: Dayjs) => forFamily && day.isBefore(today, 'day');
  const outsidePeriod = (day: Dayjs) => {
    const start = form.getFieldValue('startDate') as Dayjs | null | undefined;
    if (!start) return beforeToday(day);
    return day.isBefore(start, 'day') || day.diff(start.startOf('day'), 'day') >= MAX_ABSENCE_DAYS;
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{t('absences.form.title')}</Typography.Title>
      <FormError error={error} />
      <Form<AbsenceValues>
        form={form}
        layout="vertical"
        aria-label={t('absences.form.title')}
        requiredMark="optional"
        initialValues={{ childIds: initialChildIds, startDate: forFamily ? today : null, endDate: null, reason: '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="childIds" label={forFamily ? t('absences.form.whoAway') : t('absences.form.children')} rules={[{ required: true, type: 'array', min: 1, message: t('absences.form.chooseChild') }]}>
          {forFamily ? (
            <ChildCheckboxes childList={childList} />
          ) : (
            <Select
              aria-label={t('absences.form.children')}
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('absences.form.chooseChildren')}
              options={childList.map((child) => ({ value: child.id, label: child.label }))}
            />
          )}
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="startDate"
              label={t('absences.form.firstDay')}
              rules={[
                { required: true, message: t('absences.form.firstDayRequired') },
                {
                  validator: (_, day: Dayjs | null) =>
                    day && beforeToday(day) ? Promise.reject(new Error(t('absences.form.firstDayPast'))) : Promise.resolve(),
                },
              ]}
            >
              <DatePicker aria-label={t('absences.form.firstDay')} format={pickerFormats} disabledDate={beforeToday} allowClear={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="endDate"
              label={t('absences.form.lastDay')}
              extra={t('absences.form.lastDayHint')}
              dependencies={['startDate']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, day: Dayjs | null) => {
                    const start = getFieldValue('startDate') as Dayjs | null;
                    if (!day || !start) return Promise.resolve();
                    if (day.isBefore(start, 'day')) return Promise.reject(new Error(t('absences.form.lastBeforeFirst')));
                    if (day.startOf('day').diff(start.startOf('day'), 'day') >= MAX_ABSENCE_DAYS) {
                      return Promise.reject(new Error(t('absences.form.tooLong', { max: MAX_ABSENCE_DAYS })));
                    }
                    return Promise.resolve();
                  },
                }),
              ]}
            >
              <DatePicker aria-label={t('absences.form.lastDay')} format={pickerFormats} disabledDate={outsidePeriod} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="reason"
          label={t('absences.form.reason')}
          rules={[
            { required: true, whitespace: true, message: t('absences.form.reasonRequired') },
            { max: MAX_REASON_LENGTH, message: t('absences.form.reasonTooLong', { max: MAX_REASON_LENGTH }) },
          ]}
        >
          <Input.TextArea aria-label={t('absences.form.reason')} rows={3} maxLength={MAX_REASON_LENGTH} showCount placeholder={t('absences.form.reasonPlaceholder')} />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          {forFamily ? t('absences.form.familyNote') : t('absences.form.directorNote')}
        </Typography.Paragraph>
        <Flex vertical gap={8}>
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading || saving}>{t('absences.form.submit')}</Button>
          <Button size="large" block onClick={() => void navigate('/absence')}>{t('common.cancel')}</Button>
        </Flex>
      </Form>
    </Flex>
  );
}
