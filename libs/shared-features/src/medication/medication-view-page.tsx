// /medications/view/:id: an authorisation with its signature and every dose given; a guardian signs it
// here when a director entered or changed it, the daycare side gives its doses from here.
import { Button, Card, Descriptions, Empty, Flex, Form, Input, Result, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { type MedicationDetailDto, useMedicationsByIdQuery, useMedicationsSignMutation } from '@daycare/api-client';
import { formatClock, formatDate, formatDateTime, useLanguage } from '@daycare/i18n';
import { THEME_COLORS } from '@daycare/shared';
import { handleNotFoundInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { FormError } from '../form-error';
import { RoutePage } from '../route-page';
import { positiveInteger, useRouteParams } from '../route-params';
import { useT } from './i18n';
import { ExpiryWarning } from './medication-card';
import { datesText, doseText, editDoseLink, giveLink, MEDICATION_VIEW_PATH, medicationsLink, scheduleText, STATE_COLOURS } from './medication-words';
import { SignaturePadField } from './signature-pad-field';

handleNotFoundInPage('medicationsById');

interface SignValues {
  signedName: string;
  signature?: string;
}

function SignForm({ medication }: { medication: MedicationDetailDto }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [sign, signing] = useMedicationsSignMutation();
  const submit = async (values: SignValues) => {
    const result = await sign({ signMedicationDto: { medicationId: medication.id, signedName: values.signedName, signature: values.signature! } });
    if (!result.error) dispatch(showSnackbar({ text: t('view.signed'), color: THEME_COLORS.light.success }));
  };
  return (
    <Card size="small" title={t('view.signNow')}>
      <Form<SignValues> layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="signedName" label={t('form.signedName')} rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('form.signedName') }) }]}>
          <Input size="large" maxLength={200} autoComplete="name" />
        </Form.Item>
        <Form.Item name="signature" label={t('form.signature')} rules={[{ required: true, message: t('form.signatureRequired') }]}>
          <SignaturePadField label={t('form.signature')} />
        </Form.Item>
        <FormError error={signing.error} />
        <Button type="primary" htmlType="submit" size="large" loading={signing.isLoading}>{t('form.authorise')}</Button>
      </Form>
    </Card>
  );
}

function Signature({ medication }: { medication: MedicationDetailDto }) {
  const t = useT();
  if (!medication.signature) return <Typography.Text type="warning">{t('view.unsigned')}</Typography.Text>;
  const { name, at, ip } = medication.signature;
  return (
    <Flex vertical gap={4}>
      {medication.signatureImage && <img src={medication.signatureImage} alt={t('view.signature')} style={{ width: '100%', maxWidth: 320, background: '#fff', border: '1px solid #d9d9d9', borderRadius: 8 }} />}
      <Typography.Text type="secondary">{t('view.signedBy', { name, when: formatDateTime(at), ip })}</Typography.Text>
    </Flex>
  );
}

function GiveButtons({ medication }: { medication: MedicationDetailDto }) {
  const t = useT();
  if (!medication.canGive || medication.state !== 'active') return null;
  return (
    <Flex gap={8} wrap>
      {medication.intervals.map((interval) => (
        <Link key={interval.id} to={giveLink(interval.id)}>
          <Button type="primary" size="large">{interval.time ? t('view.give', { time: formatClock(interval.time) }) : t('view.giveAsNeeded')}</Button>
        </Link>
      ))}
    </Flex>
  );
}

function Doses({ medication }: { medication: MedicationDetailDto }) {
  const t = useT();
  if (!medication.doses.length) return <Empty description={t('view.noDoses')} />;
  return (
    <Flex vertical gap={4} role="list" aria-label={t('view.doses')}>
      {medication.doses.map((dose) => (
        <Flex key={dose.id} role="listitem" gap={8} justify="space-between" align="center" wrap>
          <Typography.Text>{doseText(dose)}{dose.note ? ` — ${dose.note}` : ''}</Typography.Text>
          {dose.canCorrect && <Link to={editDoseLink(dose.id)}>{t('dueList.correct')}</Link>}
        </Flex>
      ))}
    </Flex>
  );
}

function Medication({ medication }: { medication: MedicationDetailDto }) {
  useLanguage();
  const t = useT();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }}>
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>{`${medication.name} · ${medication.child.label}`}</Typography.Title>
        <Tag color={STATE_COLOURS[medication.state]}>{t(`state.${medication.state}`)}</Tag>
        {medication.emergency && <Tag color="error">{t('words.emergency')}</Tag>}
      </Flex>
      <ExpiryWarning medication={medication} />
      <GiveButtons medication={medication} />
      <Descriptions size="small" column={1} layout="vertical" title={t('view.details')}>
        <Descriptions.Item label={t('view.dose')}>{medication.dose}</Descriptions.Item>
        <Descriptions.Item label={t('view.route')}>{t(`route.${medication.route}`)}</Descriptions.Item>
        {medication.reason && <Descriptions.Item label={t('view.reason')}>{medication.reason}</Descriptions.Item>}
        {medication.prescriber && <Descriptions.Item label={t('view.prescriber')}>{medication.prescriber}</Descriptions.Item>}
        <Descriptions.Item label={t('view.dates')}>{`${datesText(medication)} · ${t('words.expires', { day: formatDate(medication.expiresOn) })}`}</Descriptions.Item>
        <Descriptions.Item label={t('view.schedule')}>{scheduleText(medication)}</Descriptions.Item>
        <Descriptions.Item label={t('view.signature')}><Signature medication={medication} /></Descriptions.Item>
      </Descriptions>
      {medication.canSign && <SignForm medication={medication} />}
      {medication.canEdit && <Link to={`/medications/update/${medication.id}`}><Button size="large">{t('view.edit')}</Button></Link>}
      <Typography.Title level={4} style={{ margin: 0 }}>{t('view.doses')}</Typography.Title>
      <Doses medication={medication} />
    </Flex>
  );
}

function Loaded({ medicationId }: { medicationId: number }) {
  const medication = useMedicationsByIdQuery({ medicationId });
  if ((medication.error as { status?: number } | undefined)?.status === 404) return <NotFound />;
  if (!medication.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <Medication medication={medication.data} />;
}

function NotFound() {
  const t = useT();
  return <Result status="404" title={t('view.notFound')} extra={<Link to={medicationsLink()}>{t('view.toList')}</Link>} />;
}

/** /medications/view/:id: one authorisation, its signature and the doses given. */
export function MedicationViewPage() {
  const medicationId = positiveInteger(useRouteParams(MEDICATION_VIEW_PATH).id);
  return (
    <RoutePage path={MEDICATION_VIEW_PATH}>
      {medicationId ? <Loaded medicationId={medicationId} /> : <NotFound />}
    </RoutePage>
  );
}
