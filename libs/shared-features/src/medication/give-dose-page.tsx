// /medications/interval/:intervalId: give a dose of an authorisation, at a set time or as needed.
// The page says why a dose cannot be given now; the gateway is the judge when it is sent.
import { Alert, Button, Card, Flex, Form, Input, Result, Select, Skeleton, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { type MedicationIntervalDetailDto, useMedicationsGiveMutation, useMedicationsIntervalQuery, useTabletStaffSelectListQuery } from '@daycare/api-client';
import { formatTime, useLanguage } from '@daycare/i18n';
import { THEME_COLORS, UserType } from '@daycare/shared';
import { handleNotFoundInPage, selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { FormError } from '../form-error';
import { textOrNull } from '../people/form-basics';
import { RoutePage } from '../route-page';
import { positiveInteger, useRouteParams } from '../route-params';
import { useT } from './i18n';
import { ExpiryWarning } from './medication-card';
import { doseText, GIVE_DOSE_PATH, medicationsLink, scheduleText, viewLink } from './medication-words';

handleNotFoundInPage('medicationsInterval');

interface GiveValues {
  amount: string;
  givenById?: number;
  witnessId?: number;
  note?: string;
}

/** Who gave the dose (a tablet is shared, so it names them) and, for emergency medicine, who saw it. */
function PeopleFields({ emergency, tablet }: { emergency: boolean; tablet: boolean }) {
  const t = useT();
  const staff = useTabletStaffSelectListQuery(undefined, { skip: !tablet && !emergency });
  const options = (staff.data ?? []).map((person) => ({ value: person.id, label: person.label }));
  return (
    <>
      {tablet && (
        <Form.Item name="givenById" label={t('give.givenBy')} rules={[{ required: true, message: t('give.chooseStaff') }]}>
          <Select<number> showSearch={{ optionFilterProp: 'label' }} options={options} placeholder={t('give.chooseStaff')} aria-label={t('give.givenBy')} size="large" loading={staff.isLoading} />
        </Form.Item>
      )}
      {emergency && (
        <Form.Item name="witnessId" label={t('give.witness')} rules={[{ required: true, message: t('give.chooseWitness') }]}>
          <Select<number> showSearch={{ optionFilterProp: 'label' }} options={options} placeholder={t('give.chooseWitness')} aria-label={t('give.witness')} size="large" loading={staff.isLoading} />
        </Form.Item>
      )}
    </>
  );
}

function GiveForm({ detail }: { detail: MedicationIntervalDetailDto }) {
  useLanguage();
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const tablet = useAppSelector(selectUser)?.type === UserType.Tablet;
  const [give, giving] = useMedicationsGiveMutation();
  const { medication } = detail;
  const submit = async (values: GiveValues) => {
    const result = await give({
      giveDoseDto: { intervalId: detail.interval.id, amount: values.amount, givenById: values.givenById, witnessId: values.witnessId, note: textOrNull(values.note) },
    });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('give.given', { name: medication.name, child: medication.child.label }), color: THEME_COLORS.light.success }));
    void navigate(medicationsLink(undefined, 'due'));
  };
  return (
    <Flex vertical gap={16} style={{ maxWidth: 620 }}>
      <Card size="small">
        <Flex vertical gap={4}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>{`${medication.name} · ${medication.child.label}`}</Typography.Title>
            {medication.emergency && <Tag color="error">{t('words.emergency')}</Tag>}
          </Flex>
          <Typography.Text>{`${medication.dose} · ${t(`route.${medication.route}`)}`}</Typography.Text>
          <Typography.Text type="secondary">{detail.dueAt ? t('give.dueAt', { time: formatTime(detail.dueAt) }) : scheduleText(medication)}</Typography.Text>
          <Link to={viewLink(medication.id)}>{t('view.details')}</Link>
        </Flex>
      </Card>
      <ExpiryWarning medication={medication} />
      {detail.refusal && <Alert type="error" showIcon title={t('give.refused')} description={detail.refusal} />}
      {detail.today.length > 0 && (
        <Card size="small" title={t('give.today')}>
          {detail.today.map((dose) => <Typography.Text key={dose.id} style={{ display: 'block' }}>{doseText(dose)}</Typography.Text>)}
        </Card>
      )}
      <Form<GiveValues> layout="vertical" initialValues={{ amount: medication.dose }} onFinish={(values) => void submit(values)}>
        <Form.Item name="amount" label={t('give.amount')} rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('give.amount') }) }]}>
          <Input size="large" maxLength={200} />
        </Form.Item>
        <PeopleFields emergency={medication.emergency} tablet={tablet} />
        <Form.Item name="note" label={t('give.note')}>
          <Input.TextArea maxLength={1000} rows={3} />
        </Form.Item>
        <FormError error={giving.error} />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" size="large" loading={giving.isLoading} disabled={!medication.canGive}>{t('give.give')}</Button>
          <Link to={medicationsLink(undefined, 'due')}><Button size="large">{t('form.cancel')}</Button></Link>
        </Flex>
      </Form>
    </Flex>
  );
}

function NotFound() {
  const t = useT();
  return <Result status="404" title={t('give.notFound')} extra={<Link to={medicationsLink()}>{t('give.toList')}</Link>} />;
}

function Loaded({ intervalId }: { intervalId: number }) {
  const detail = useMedicationsIntervalQuery({ intervalId });
  if ((detail.error as { status?: number } | undefined)?.status === 404) return <NotFound />;
  if (!detail.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <GiveForm detail={detail.data} />;
}

/** /medications/interval/:intervalId: staff or the room tablet give a dose. */
export function GiveDosePage() {
  const intervalId = positiveInteger(useRouteParams(GIVE_DOSE_PATH).intervalId);
  return (
    <RoutePage path={GIVE_DOSE_PATH}>
      {intervalId ? <Loaded intervalId={intervalId} /> : <NotFound />}
    </RoutePage>
  );
}
