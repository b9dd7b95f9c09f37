// /medications/create/:childId? and /medications/update/:id: one form to authorise a medication and to
// change one. A guardian signs what they send; a director's entry waits for a guardian's signature.
import { Alert, Button, Checkbox, DatePicker, Flex, Form, Input, InputNumber, Radio, Result, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useNavigate } from 'react-router';
import {
  type CreateMedicationDto, type MedicationDetailDto, type MedicationRoute, useMedicationsByIdQuery, useMedicationsCreateMutation, useMedicationsUpdateMutation,
  useTabletChildrenListQuery,
} from '@daycare/api-client';
import { useLanguage } from '@daycare/i18n';
import { THEME_COLORS, UserType } from '@daycare/shared';
import { selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { usePickerDayFormats } from '@daycare/ui';
import { FormError } from '../form-error';
import { textOrNull } from '../people/form-basics';
import { RoutePage } from '../route-page';
import { positiveInteger, useRouteParams } from '../route-params';
import { useT } from './i18n';
import { MEDICATION_CREATE_PATH, MEDICATION_UPDATE_PATH, medicationsLink, viewLink } from './medication-words';
import { SignaturePadField } from './signature-pad-field';

const ROUTES: MedicationRoute[] = ['oral', 'inhaled', 'topical', 'eye', 'ear', 'nasal', 'injection', 'other'];

interface MedicationValues {
  childId?: number;
  name: string;
  dose: string;
  route: MedicationRoute;
  reason?: string;
  prescriber?: string;
  startsOn?: Dayjs;
  endsOn?: Dayjs;
  expiresOn?: Dayjs;
  asNeeded: boolean;
  emergency: boolean;
  times: string[];
  minMinutesBetween?: number;
  maxDailyDoses?: number;
  signedName?: string;
  signature?: string;
}

type Terms = Omit<CreateMedicationDto, 'childId'>;

function termsOf(values: MedicationValues, signs: boolean): Terms {
  return {
    name: values.name,
    dose: values.dose,
    route: values.route,
    reason: textOrNull(values.reason),
    prescriber: textOrNull(values.prescriber),
    startsOn: values.startsOn!.format('YYYY-MM-DD'),
    endsOn: values.endsOn!.format('YYYY-MM-DD'),
    expiresOn: values.expiresOn!.format('YYYY-MM-DD'),
    asNeeded: values.asNeeded,
    emergency: values.emergency,
    ...(values.asNeeded ? { minMinutesBetween: values.minMinutesBetween, maxDailyDoses: values.maxDailyDoses } : { times: [...new Set(values.times)].sort() }),
    ...(signs ? { signedName: values.signedName, signature: values.signature } : {}),
  };
}

function valuesOf(medication: MedicationDetailDto): MedicationValues {
  return {
    childId: medication.childId,
    name: medication.name,
    dose: medication.dose,
    route: medication.route,
    reason: medication.reason ?? undefined,
    prescriber: medication.prescriber ?? undefined,
    startsOn: dayjs(medication.startsOn),
    endsOn: dayjs(medication.endsOn),
    expiresOn: dayjs(medication.expiresOn),
    asNeeded: medication.asNeeded,
    emergency: medication.emergency,
    times: medication.intervals.flatMap((interval) => (interval.time ? [interval.time] : [])),
    minMinutesBetween: medication.minMinutesBetween ?? undefined,
    maxDailyDoses: medication.maxDailyDoses ?? undefined,
  };
}

function ChildField({ locked }: { locked: boolean }) {
  const t = useT();
  const children = useTabletChildrenListQuery({});
  return (
    <Form.Item name="childId" label={t('form.child')} rules={[{ required: true, message: t('form.chooseChild') }]}>
      <Select<number>
        showSearch={{ optionFilterProp: 'label' }}
        disabled={locked}
        loading={children.isLoading}
        options={(children.data ?? []).map((child) => ({ value: child.id, label: child.label }))}
        placeholder={t('form.chooseChild')}
        aria-label={t('form.child')}
        size="large"
      />
    </Form.Item>
  );
}

function DayField({ name, label, validator }: { name: keyof MedicationValues; label: string; validator?: (day: Dayjs | undefined) => string | null }) {
  const t = useT();
  const formats = usePickerDayFormats();
  const rules = [
    { required: true, message: t('form.required', { field: label }) },
    ...(validator ? [{ validator: async (_rule: unknown, day: Dayjs | undefined) => { const problem = validator(day); if (problem) throw new Error(problem); } }] : []),
  ];
  return (
    <Form.Item name={name} label={label} rules={rules} style={{ flex: '1 1 180px' }}>
      <DatePicker format={formats} size="large" inputReadOnly aria-label={label} style={{ width: '100%' }} />
    </Form.Item>
  );
}

function ScheduleFields() {
  const t = useT();
  const asNeeded = Form.useWatch<boolean>('asNeeded');
  if (asNeeded) {
    return (
      <Flex gap={16} wrap>
        <Form.Item name="minMinutesBetween" label={t('form.minMinutesBetween')} rules={[{ required: true, message: t('form.required', { field: t('form.minMinutesBetween') }) }]}>
          <InputNumber min={1} max={1440} size="large" inputMode="numeric" aria-label={t('form.minMinutesBetween')} />
        </Form.Item>
        <Form.Item name="maxDailyDoses" label={t('form.maxDailyDoses')} rules={[{ required: true, message: t('form.required', { field: t('form.maxDailyDoses') }) }]}>
          <InputNumber min={1} max={24} size="large" inputMode="numeric" aria-label={t('form.maxDailyDoses')} />
        </Form.Item>
      </Flex>
    );
  }
  return (
    <Form.List name="times" rules={[{ validator: async (_rule, times: string[]) => { if (!times?.length) throw new Error(t('form.timeRequired')); } }]}>
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="center">
              <Form.Item name={field.name} noStyle rules={[{ required: true, message: t('form.timeRequired') }]}>
                <Input type="time" size="large" aria-label={`${t('form.time')} ${index + 1}`} style={{ width: 160 }} />
              </Form.Item>
              <Button onClick={() => remove(field.name)}>{t('form.removeTime')}</Button>
            </Flex>
          ))}
          <Button onClick={() => add('')} style={{ alignSelf: 'start' }}>{t('form.addTime')}</Button>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}

function SignatureFields() {
  const t = useT();
  return (
    <>
      <Form.Item name="signedName" label={t('form.signedName')} rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('form.signedName') }) }]}>
        <Input size="large" maxLength={200} autoComplete="name" />
      </Form.Item>
      <Form.Item name="signature" label={t('form.signature')} rules={[{ required: true, message: t('form.signatureRequired') }]}>
        <SignaturePadField label={t('form.signature')} />
      </Form.Item>
    </>
  );
}

function MedicationForm({ medication, childId }: { medication?: MedicationDetailDto; childId?: number }) {
  useLanguage();
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form] = Form.useForm<MedicationValues>();
  const guardian = useAppSelector(selectUser)?.type === UserType.User;
  const [create, creating] = useMedicationsCreateMutation();
  const [update, updating] = useMedicationsUpdateMutation();
  const initial: MedicationValues = medication ? valuesOf(medication) : { childId, name: '', dose: '', route: 'oral', asNeeded: false, emergency: false, times: ['09:00'], startsOn: dayjs() };
  const submit = async (values: MedicationValues) => {
    const terms = termsOf(values, guardian);
    const result = medication
      ? await update({ updateMedicationDto: { medicationId: medication.id, ...terms } })
      : await create({ createMedicationDto: { childId: values.childId!, ...terms } });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('form.saved', { name: result.data.name, child: result.data.child.label }), color: THEME_COLORS.light.success }));
    void navigate(viewLink(result.data.id));
  };
  const notBeforeStart = (day: Dayjs | undefined) => (day && form.getFieldValue('startsOn') && day.isBefore(form.getFieldValue('startsOn'), 'day') ? t('form.endBeforeStart') : null);
  const notExpired = (day: Dayjs | undefined) => (day && day.isBefore(dayjs(), 'day') ? t('form.expiredMedicine') : null);
  return (
    <Form<MedicationValues> form={form} layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)} style={{ maxWidth: 620 }}>
      <ChildField locked={!!medication} />
      <Form.Item name="name" label={t('form.name')} rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('form.name') }) }]}>
        <Input size="large" maxLength={200} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="dose" label={t('form.dose')} rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('form.dose') }) }]} style={{ flex: '1 1 200px' }}>
          <Input size="large" maxLength={200} placeholder={t('form.dosePlaceholder')} />
        </Form.Item>
        <Form.Item name="route" label={t('form.route')} style={{ flex: '1 1 200px' }}>
          <Select<MedicationRoute> size="large" aria-label={t('form.route')} options={ROUTES.map((route) => ({ value: route, label: t(`route.${route}`) }))} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="reason" label={t('form.reason')} style={{ flex: '1 1 200px' }}>
          <Input size="large" maxLength={200} />
        </Form.Item>
        <Form.Item name="prescriber" label={t('form.prescriber')} style={{ flex: '1 1 200px' }}>
          <Input size="large" maxLength={200} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <DayField name="startsOn" label={t('form.startsOn')} />
        <DayField name="endsOn" label={t('form.endsOn')} validator={notBeforeStart} />
        <DayField name="expiresOn" label={t('form.expiresOn')} validator={notExpired} />
      </Flex>
      <Form.Item name="asNeeded" label={t('form.kind')}>
        <Radio.Group optionType="button" size="large" options={[{ value: false, label: t('form.scheduled') }, { value: true, label: t('form.asNeeded') }]} />
      </Form.Item>
      <ScheduleFields />
      <Form.Item name="emergency" valuePropName="checked">
        <Checkbox>{t('form.emergency')}</Checkbox>
      </Form.Item>
      {guardian ? <SignatureFields /> : <Alert type="info" showIcon title={t('form.directorNote')} style={{ marginBottom: 16 }} />}
      {guardian && medication && <Alert type="info" showIcon title={t('form.resign')} style={{ marginBottom: 16 }} />}
      <FormError error={creating.error ?? updating.error} />
      <Flex gap={8} style={{ marginTop: 8 }}>
        <Button type="primary" htmlType="submit" size="large" loading={creating.isLoading || updating.isLoading}>{guardian ? t('form.authorise') : t('form.save')}</Button>
        <Link to={medication ? viewLink(medication.id) : medicationsLink(childId)}><Button size="large">{t('form.cancel')}</Button></Link>
      </Flex>
    </Form>
  );
}

function NotFound() {
  const t = useT();
  return <Result status="404" title={t('form.notFound')} extra={<Link to={medicationsLink()}>{t('form.toList')}</Link>} />;
}

function EditMedication({ medicationId }: { medicationId: number }) {
  const medication = useMedicationsByIdQuery({ medicationId });
  if ((medication.error as { status?: number } | undefined)?.status === 404 || (medication.data && !medication.data.canEdit)) return <NotFound />;
  if (!medication.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <MedicationForm key={medication.data.id} medication={medication.data} />;
}

/** /medications/create/:childId?: a guardian authorises (and signs), or a director enters one for the family. */
export function MedicationCreatePage() {
  const childId = positiveInteger(useRouteParams(MEDICATION_CREATE_PATH).childId);
  return (
    <RoutePage path={MEDICATION_CREATE_PATH}>
      <MedicationForm childId={childId} />
    </RoutePage>
  );
}

/** /medications/update/:id: a change to an authorisation, which needs a guardian's signature again. */
export function MedicationUpdatePage() {
  const medicationId = positiveInteger(useRouteParams(MEDICATION_UPDATE_PATH).id);
  return (
    <RoutePage path={MEDICATION_UPDATE_PATH}>
      {medicationId ? <EditMedication medicationId={medicationId} /> : <NotFound />}
    </RoutePage>
  );
}
