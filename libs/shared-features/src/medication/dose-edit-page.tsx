// /medication/interval/:intervalId/edit: correct a dose's time, amount or note (the id names the dose).
import { Button, DatePicker, Flex, Form, Input, Result, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { type MedicationDoseDto, useMedicationsCorrectDoseMutation, useMedicationsDoseQuery } from '@daycare/api-client';
import { useLanguage } from '@daycare/i18n';
import { THEME_COLORS } from '@daycare/shared';
import { handleNotFoundInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { useClockFormat, usePickerDayFormats } from '@daycare/ui';
import { FormError } from '../form-error';
import { textOrNull } from '../people/form-basics';
import { RoutePage } from '../route-page';
import { positiveInteger, useRouteParams } from '../route-params';
import { useT } from './i18n';
import { EDIT_DOSE_PATH, medicationsLink, viewLink } from './medication-words';

handleNotFoundInPage('medicationsDose');

interface CorrectionValues {
  amount: string;
  givenAt: Dayjs;
  note?: string;
}

function CorrectionForm({ dose }: { dose: MedicationDoseDto }) {
  useLanguage();
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const clock = useClockFormat();
  const format = `${usePickerDayFormats()[0]} ${clock}`;
  const [correct, correcting] = useMedicationsCorrectDoseMutation();
  const submit = async (values: CorrectionValues) => {
    const result = await correct({ correctDoseDto: { doseId: dose.id, amount: values.amount, givenAt: values.givenAt.format(), note: textOrNull(values.note) } });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('edit.saved'), color: THEME_COLORS.light.success }));
    void navigate(viewLink(dose.medicationId));
  };
  return (
    <Flex vertical gap={12} style={{ maxWidth: 620 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>{`${dose.medication} · ${dose.child.label}`}</Typography.Title>
      <Form<CorrectionValues> layout="vertical" initialValues={{ amount: dose.amount, givenAt: dayjs(dose.givenAt), note: dose.note ?? undefined }} onFinish={(values) => void submit(values)}>
        <Form.Item name="amount" label={t('give.amount')} rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('give.amount') }) }]}>
          <Input size="large" maxLength={200} />
        </Form.Item>
        <Form.Item name="givenAt" label={t('give.givenAt')} rules={[{ required: true, message: t('form.required', { field: t('give.givenAt') }) }]}>
          <DatePicker showTime={{ format: clock }} format={format} inputReadOnly size="large" disabledDate={(day) => day.isAfter(dayjs(), 'day')} aria-label={t('give.givenAt')} />
        </Form.Item>
        <Form.Item name="note" label={t('give.note')}>
          <Input.TextArea maxLength={1000} rows={3} />
        </Form.Item>
        <FormError error={correcting.error} />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" size="large" loading={correcting.isLoading}>{t('edit.save')}</Button>
          <Link to={viewLink(dose.medicationId)}><Button size="large">{t('form.cancel')}</Button></Link>
        </Flex>
      </Form>
    </Flex>
  );
}

function NotFound() {
  const t = useT();
  return <Result status="404" title={t('edit.notFound')} extra={<Link to={medicationsLink()}>{t('form.toList')}</Link>} />;
}

function Loaded({ doseId }: { doseId: number }) {
  const dose = useMedicationsDoseQuery({ doseId });
  if ((dose.error as { status?: number } | undefined)?.status === 404 || (dose.data && !dose.data.canCorrect)) return <NotFound />;
  if (!dose.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  return <CorrectionForm dose={dose.data} />;
}

/** /medication/interval/:intervalId/edit: staff correct a dose they recorded wrongly. */
export function DoseEditPage() {
  const doseId = positiveInteger(useRouteParams(EDIT_DOSE_PATH).intervalId);
  return (
    <RoutePage path={EDIT_DOSE_PATH}>
      {doseId ? <Loaded doseId={doseId} /> : <NotFound />}
    </RoutePage>
  );
}
