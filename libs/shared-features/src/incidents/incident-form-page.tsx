// /incidents/report/:childId and /incidents/update/:id: one form for a new report and a correction of one not yet signed.
import { Button, DatePicker, Flex, Form, Input, Result, Select, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useNavigate } from 'react-router';
import {
  type CreateIncidentDto, type IncidentDto, type IncidentToldHow, type InjuryDto, useIncidentsByIdQuery, useIncidentsCreateMutation, useIncidentsUpdateMutation,
  useTabletChildByIdQuery, useTabletChildGuardiansQuery,
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
import { InjuriesField } from './injuries-field';
import { INCIDENT_REPORT_PATH, INCIDENT_UPDATE_PATH, INCIDENTS_OUTSTANDING_PATH, incidentViewUrl } from './incident-words';

handleNotFoundInPage('incidentsById');

const TOLD_HOW: IncidentToldHow[] = ['in_person', 'phone', 'text', 'email'];
const NOBODY = 0;

type IncidentFields = Omit<CreateIncidentDto, 'childId'>;

interface IncidentValues {
  occurredAt: Dayjs;
  location: string;
  summary: string;
  injuries: InjuryDto[];
  firstAid?: string;
  witnesses: string[];
  toldGuardianId: number;
  toldHow?: IncidentToldHow;
  toldAt?: Dayjs;
}

function fieldsOf(values: IncidentValues): IncidentFields {
  const told = values.toldGuardianId !== NOBODY && values.toldHow && values.toldAt ? { guardianId: values.toldGuardianId, how: values.toldHow, at: values.toldAt.format() } : null;
  return {
    occurredAt: values.occurredAt.format(),
    location: values.location.trim(),
    summary: values.summary.trim(),
    injuries: values.injuries.map(({ x, y, side, label }) => ({ x, y, side, label: label.trim() })),
    firstAid: textOrNull(values.firstAid),
    witnesses: values.witnesses.map((name) => name.trim()).filter(Boolean),
    told,
  };
}

function valuesOf(incident: IncidentDto): IncidentValues {
  return {
    occurredAt: dayjs(incident.occurredAt),
    location: incident.location ?? '',
    summary: incident.summary,
    injuries: incident.injuries,
    firstAid: incident.firstAid ?? undefined,
    witnesses: incident.witnesses,
    toldGuardianId: incident.told?.guardian?.id ?? NOBODY,
    toldHow: incident.told?.how,
    toldAt: incident.told ? dayjs(incident.told.at) : undefined,
  };
}

function TimeField({ name, label, required = false }: { name: 'occurredAt' | 'toldAt'; label: string; required?: boolean }) {
  const t = useT();
  const clock = useClockFormat();
  const format = `${usePickerDayFormats()[0]} ${clock}`;
  return (
    <Form.Item name={name} label={label} rules={required ? [{ required: true, message: t('form.required', { field: label }) }] : []}>
      <DatePicker showTime={{ format: clock }} format={format} inputReadOnly size="large" disabledDate={(day) => day.isAfter(dayjs(), 'day')} aria-label={label} />
    </Form.Item>
  );
}

function ToldFields({ childId }: { childId: number }) {
  const t = useT();
  const guardians = useTabletChildGuardiansQuery({ childId });
  const options = [{ value: NOBODY, label: t('form.notTold') }, ...(guardians.data ?? []).map((guardian) => ({ value: guardian.id, label: guardian.label }))];
  const told = Form.useWatch('toldGuardianId') !== NOBODY;
  return (
    <Flex gap={16} wrap>
      <Form.Item name="toldGuardianId" label={t('form.told')} style={{ flex: '1 1 220px' }}>
        <Select<number> size="large" options={options} loading={guardians.isLoading} aria-label={t('form.told')} />
      </Form.Item>
      {told && (
        <>
          <Form.Item name="toldHow" label={t('form.toldHow')} rules={[{ required: true, message: t('form.required', { field: t('form.toldHow') }) }]} style={{ flex: '1 1 160px' }}>
            <Select<IncidentToldHow> size="large" options={TOLD_HOW.map((how) => ({ value: how, label: t(`toldHow.${how}`) }))} aria-label={t('form.toldHow')} />
          </Form.Item>
          <TimeField name="toldAt" label={t('form.toldAt')} required />
        </>
      )}
    </Flex>
  );
}

function IncidentForm({ childId, incident }: { childId: number; incident?: IncidentDto }) {
  useLanguage();
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const child = useTabletChildByIdQuery({ id: childId }, { skip: !!incident });
  const [create, creating] = useIncidentsCreateMutation();
  const [update, updating] = useIncidentsUpdateMutation();
  const initial: IncidentValues = incident ? valuesOf(incident) : { occurredAt: dayjs(), location: '', summary: '', injuries: [], witnesses: [], toldGuardianId: NOBODY };
  const submit = async (values: IncidentValues) => {
    const fields = fieldsOf(values);
    const result = incident
      ? await update({ updateIncidentDto: { incidentId: incident.id, ...fields } })
      : await create({ createIncidentDto: { childId, ...fields } });
    if (result.error) return;
    dispatch(showSnackbar({ text: t(incident ? 'form.updated' : 'form.saved'), color: THEME_COLORS.light.success }));
    void navigate(incidentViewUrl(result.data.id));
  };
  const childName = incident?.child.label ?? child.data?.label;
  const required = (field: string) => [{ required: true, whitespace: true, message: t('form.required', { field }) }];
  return (
    <Form<IncidentValues> layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)} style={{ maxWidth: 720 }}>
      {childName && <Typography.Title level={4}>{t('form.child', { name: childName })}</Typography.Title>}
      <TimeField name="occurredAt" label={t('form.occurredAt')} required />
      <Form.Item name="location" label={t('form.location')} rules={required(t('form.location'))}>
        <Input size="large" maxLength={200} placeholder={t('form.locationPlaceholder')} />
      </Form.Item>
      <Form.Item name="summary" label={t('form.summary')} rules={required(t('form.summary'))}>
        <Input.TextArea maxLength={2000} rows={4} placeholder={t('form.summaryPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="injuries"
        label={t('form.injuries')}
        extra={t('form.injuriesHelp')}
        rules={[{ validator: async (_, marks: InjuryDto[]) => (marks.some((mark) => !mark.label.trim()) ? Promise.reject(new Error(t('form.labelRequired'))) : undefined) }]}
      >
        <InjuriesField />
      </Form.Item>
      <Form.Item name="firstAid" label={t('form.firstAid')}>
        <Input.TextArea maxLength={2000} rows={3} placeholder={t('form.firstAidPlaceholder')} />
      </Form.Item>
      <Form.Item name="witnesses" label={t('form.witnesses')}>
        <Select mode="tags" size="large" open={false} maxCount={10} placeholder={t('form.witnessesPlaceholder')} aria-label={t('form.witnesses')} />
      </Form.Item>
      <ToldFields childId={childId} />
      <FormError error={creating.error ?? updating.error} />
      <Flex gap={8} style={{ marginTop: 8 }}>
        <Button type="primary" htmlType="submit" size="large" loading={creating.isLoading || updating.isLoading}>{t('form.save')}</Button>
        <Link to={incident ? incidentViewUrl(incident.id) : INCIDENTS_OUTSTANDING_PATH}><Button size="large">{t('form.cancel')}</Button></Link>
      </Flex>
    </Form>
  );
}

function NotFound() {
  const t = useT();
  return <Result status="404" title={t('form.notFound')} extra={<Link to={INCIDENTS_OUTSTANDING_PATH}>{t('outstanding.list')}</Link>} />;
}

function EditIncident({ incidentId }: { incidentId: number }) {
  const t = useT();
  const incident = useIncidentsByIdQuery({ incidentId });
  if ((incident.error as { status?: number } | undefined)?.status === 404) return <NotFound />;
  if (!incident.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!incident.data.canEdit) {
    return <Result status="warning" title={t('form.signedCannotChange')} extra={<Link to={incidentViewUrl(incidentId)}>{t('form.toView')}</Link>} />;
  }
  return <IncidentForm key={incident.data.id} childId={incident.data.childId} incident={incident.data} />;
}

/** /incidents/report/:childId: staff or a director write what happened to a child. */
export function IncidentReportPage() {
  const childId = positiveInteger(useRouteParams(INCIDENT_REPORT_PATH).childId);
  return <RoutePage path={INCIDENT_REPORT_PATH}>{childId ? <IncidentForm childId={childId} /> : <NotFound />}</RoutePage>;
}

/** /incidents/update/:id: a correction of a report no guardian has signed yet. */
export function IncidentUpdatePage() {
  const incidentId = positiveInteger(useRouteParams(INCIDENT_UPDATE_PATH).id);
  return <RoutePage path={INCIDENT_UPDATE_PATH}>{incidentId ? <EditIncident incidentId={incidentId} /> : <NotFound />}</RoutePage>;
}
