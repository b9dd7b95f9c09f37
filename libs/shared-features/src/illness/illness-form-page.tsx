// /illness-report/create/:childId? and /illness-report/update/:reportId?: one form for a new report and a change to one.
import { Button, Checkbox, DatePicker, Flex, Form, Input, InputNumber, Result, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useNavigate } from 'react-router';
import {
  type CreateIllnessReportDto, type IllnessReportDto, type IllnessSymptom, useIllnessByIdQuery, useIllnessCreateMutation, useIllnessUpdateMutation,
  useTabletChildrenListQuery,
} from '@daycare/api-client';
import { useLanguage } from '@daycare/i18n';
import { THEME_COLORS } from '@daycare/shared';
import { handleNotFoundInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { useClockFormat, usePickerDayFormats } from '@daycare/ui';
import { FormError } from '../form-error';
import { textOrNull } from '../people/form-basics';
import { RoutePage } from '../route-page';
import { positiveInteger, useRouteParams } from '../route-params';
import { useT } from './i18n';
import { dayAndTime, ILLNESS_CREATE_PATH, ILLNESS_LIST_PATH, ILLNESS_UPDATE_PATH } from './illness-words';

handleNotFoundInPage('illnessById');

const SYMPTOMS: IllnessSymptom[] = ['fever', 'vomiting', 'diarrhoea', 'rash', 'cough', 'conjunctivitis', 'lice', 'other'];

interface IllnessValues {
  childId?: number;
  symptoms: IllnessSymptom[];
  temperatureC?: number | null;
  noticedAt?: Dayjs;
  lastSymptomAt?: Dayjs | null;
  sentHomeAt?: Dayjs | null;
  pickedUpBy?: string;
  diagnosis?: string;
  notes?: string;
}

type ReportFields = Omit<CreateIllnessReportDto, 'childId'>;

function fieldsOf(values: IllnessValues): ReportFields {
  return {
    symptoms: values.symptoms,
    temperatureC: values.temperatureC ?? null,
    noticedAt: (values.noticedAt ?? dayjs()).format(),
    ...(values.lastSymptomAt ? { lastSymptomAt: values.lastSymptomAt.format() } : {}),
    sentHomeAt: values.sentHomeAt ? values.sentHomeAt.format() : null,
    pickedUpBy: textOrNull(values.pickedUpBy),
    diagnosis: textOrNull(values.diagnosis),
    notes: textOrNull(values.notes),
  };
}

function valuesOf(report: IllnessReportDto): IllnessValues {
  return {
    childId: report.childId,
    symptoms: report.symptoms,
    temperatureC: report.temperatureC,
    noticedAt: dayjs(report.noticedAt),
    lastSymptomAt: dayjs(report.lastSymptomAt),
    sentHomeAt: report.sentHomeAt ? dayjs(report.sentHomeAt) : null,
    pickedUpBy: report.pickedUpBy ?? undefined,
    diagnosis: report.diagnosis ?? undefined,
    notes: report.notes ?? undefined,
  };
}

/** The symptoms as a named group of checkboxes; the form's own ARIA attributes do not belong on the group. */
function SymptomsField({ value, onChange }: { value?: IllnessSymptom[]; onChange?: (symptoms: IllnessSymptom[]) => void }) {
  const t = useT();
  return (
    <Checkbox.Group
      role="group" aria-label={t('form.symptoms')} value={value} onChange={(symptoms) => onChange?.(symptoms as IllnessSymptom[])}
      options={SYMPTOMS.map((symptom) => ({ value: symptom, label: t(`symptom.${symptom}`) }))}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', rowGap: 8 }}
    />
  );
}

function ChildField({ locked }: { locked: boolean }) {
  const t = useT();
  const children = useTabletChildrenListQuery({});
  const options = (children.data ?? []).map((child) => ({ value: child.id, label: child.label }));
  return (
    <Form.Item name="childId" label={t('form.child')} rules={[{ required: true, message: t('form.chooseChild') }]}>
      <Select<number> showSearch={{ optionFilterProp: 'label' }} disabled={locked} loading={children.isLoading} options={options} placeholder={t('form.chooseChild')} size="large" />
    </Form.Item>
  );
}

function TimeField({ name, label, required = false, help }: { name: keyof IllnessValues; label: string; required?: boolean; help?: string }) {
  const clock = useClockFormat();
  const format = `${usePickerDayFormats()[0]} ${clock}`;
  return (
    <Form.Item name={name} label={label} help={help} rules={required ? [{ required: true, message: label }] : []}>
      <DatePicker showTime={{ format: clock }} format={format} inputReadOnly size="large" disabledDate={(day) => day.isAfter(dayjs(), 'day')} aria-label={label} />
    </Form.Item>
  );
}

function IllnessForm({ report, childId }: { report?: IllnessReportDto; childId?: number }) {
  useLanguage();
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create, creating] = useIllnessCreateMutation();
  const [update, updating] = useIllnessUpdateMutation();
  const initial: IllnessValues = report ? valuesOf(report) : { childId, symptoms: [], noticedAt: dayjs() };
  const submit = async (values: IllnessValues) => {
    const fields = fieldsOf(values);
    const result = report
      ? await update({ updateIllnessReportDto: { reportId: report.id, ...fields } })
      : await create({ createIllnessReportDto: { childId: values.childId!, ...fields } });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('form.saved', { child: result.data.child.label, when: dayAndTime(result.data.returnAfter) }), color: THEME_COLORS.light.success }));
    void navigate(ILLNESS_LIST_PATH);
  };
  return (
    <Form<IllnessValues> layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)} style={{ maxWidth: 620 }}>
      <ChildField locked={!!report} />
      <Form.Item name="symptoms" label={t('form.symptoms')} rules={[{ required: true, type: 'array', min: 1, message: t('form.chooseSymptom') }]}>
        <SymptomsField />
      </Form.Item>
      <Form.Item name="temperatureC" label={t('form.temperature')}>
        <InputNumber min={34} max={43} step={0.1} precision={1} size="large" inputMode="decimal" style={{ width: 160 }} />
      </Form.Item>
      <TimeField name="noticedAt" label={t('form.noticedAt')} required />
      <TimeField name="lastSymptomAt" label={t('form.lastSymptomAt')} help={t('form.lastSymptomHelp')} />
      <Flex gap={16} wrap>
        <TimeField name="sentHomeAt" label={t('form.sentHomeAt')} />
        <Form.Item name="pickedUpBy" label={t('form.pickedUpBy')} style={{ flex: '1 1 220px' }}>
          <Input maxLength={120} size="large" />
        </Form.Item>
      </Flex>
      <Form.Item name="diagnosis" label={t('form.diagnosis')}>
        <Input maxLength={500} size="large" />
      </Form.Item>
      <Form.Item name="notes" label={t('form.notes')}>
        <Input.TextArea maxLength={2000} rows={3} />
      </Form.Item>
      <FormError error={creating.error ?? updating.error} />
      <Flex gap={8} style={{ marginTop: 8 }}>
        <Button type="primary" htmlType="submit" size="large" loading={creating.isLoading || updating.isLoading}>{t('form.save')}</Button>
        <Link to={ILLNESS_LIST_PATH}><Button size="large">{t('form.cancel')}</Button></Link>
      </Flex>
    </Form>
  );
}

function NotFound() {
  const t = useT();
  return <Result status="404" title={t('form.notFound')} extra={<Link to={ILLNESS_LIST_PATH}>{t('form.toList')}</Link>} />;
}

function EditReport({ reportId }: { reportId: number }) {
  const report = useIllnessByIdQuery({ reportId });
  if ((report.error as { status?: number } | undefined)?.status === 404 || (report.data && !report.data.canEdit)) return <NotFound />;
  if (!report.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <IllnessForm key={report.data.id} report={report.data} />;
}

/** /illness-report/create/:childId?: a guardian or the daycare reports a child's illness. */
export function IllnessCreatePage() {
  const childId = positiveInteger(useRouteParams(ILLNESS_CREATE_PATH).childId);
  return (
    <RoutePage path={ILLNESS_CREATE_PATH}>
      <IllnessForm childId={childId} />
    </RoutePage>
  );
}

/** /illness-report/update/:reportId?: a change to a report, such as the last time a symptom was seen. */
export function IllnessUpdatePage() {
  const reportId = positiveInteger(useRouteParams(ILLNESS_UPDATE_PATH).reportId);
  return (
    <RoutePage path={ILLNESS_UPDATE_PATH}>
      {reportId ? <EditReport reportId={reportId} /> : <NotFound />}
    </RoutePage>
  );
}
