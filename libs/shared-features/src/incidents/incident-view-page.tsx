// /incidents/view/:id: the whole report, its photos, signature and amendments; the family signs it here.
import { Button, Card, Descriptions, Flex, Form, Input, Result, Skeleton, Tag, Typography, Upload } from 'antd';
import { Link } from 'react-router';
import { type IncidentDto, useIncidentsAmendMutation, useIncidentsByIdQuery, useIncidentsPhotoMutation } from '@daycare/api-client';
import { useLanguage } from '@daycare/i18n';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { downloadFile } from '../download-file';
import { FormError } from '../form-error';
import { RoutePage } from '../route-page';
import { positiveInteger, useRouteParams } from '../route-params';
import { useDownload } from '../use-download';
import { BodyMap } from './body-map';
import { useT } from './i18n';
import { SignIncident } from './incident-signing';
import { dayAndTime, INCIDENT_VIEW_PATH, INCIDENTS_OUTSTANDING_PATH, incidentUpdateUrl } from './incident-words';

function StatusTag({ incident }: { incident: IncidentDto }) {
  const t = useT();
  return <Tag color={incident.status === 'open' ? 'warning' : 'success'}>{t(`status.${incident.status}`)}</Tag>;
}

function Details({ incident }: { incident: IncidentDto }) {
  const t = useT();
  const none = <Typography.Text type="secondary">{t('view.none')}</Typography.Text>;
  const told = incident.told
    ? t('view.toldLine', { guardian: incident.told.guardian?.label ?? '—', how: t(`toldHow.${incident.told.how}`).toLowerCase(), when: dayAndTime(incident.told.at) })
    : null;
  const items = [
    { key: 'when', label: t('view.when'), children: dayAndTime(incident.occurredAt) },
    { key: 'where', label: t('view.where'), children: incident.location ?? none },
    { key: 'what', label: t('view.what'), children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{incident.summary}</Typography.Text> },
    { key: 'firstAid', label: t('view.firstAid'), children: incident.firstAid ?? none },
    { key: 'witnesses', label: t('view.witnesses'), children: incident.witnesses.length ? incident.witnesses.join(', ') : none },
    { key: 'told', label: t('view.told'), children: told ?? <Tag color="warning">{t('view.notTold')}</Tag> },
  ];
  return <Descriptions column={1} bordered size="small" items={items} />;
}

function Injuries({ incident }: { incident: IncidentDto }) {
  const t = useT();
  return (
    <Card title={t('view.injuries')} size="small">
      {incident.injuries.length ? (
        <Flex vertical gap={8}>
          <BodyMap marks={incident.injuries} />
          <ol style={{ margin: 0 }}>{incident.injuries.map((mark) => <li key={`${mark.side}-${mark.x}-${mark.y}`}>{`${mark.label} (${t(`side.${mark.side}`).toLowerCase()})`}</li>)}</ol>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('view.noInjuries')}</Typography.Text>
      )}
    </Card>
  );
}

function Photos({ incident }: { incident: IncidentDto }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [upload, uploading] = useIncidentsPhotoMutation();
  if (!incident.photos.length && !incident.canEdit) return null;
  const add = async (file: File) => {
    const result = await upload({ incidentPhotoUploadDto: { incidentId: incident.id, file } });
    if (!result.error) dispatch(showSnackbar({ text: t('view.photoAdded'), color: THEME_COLORS.light.success }));
  };
  return (
    <Card title={t('view.photos')} size="small">
      <Flex gap={8} wrap>
        {incident.photos.map((photo, index) => (
          <a key={photo.fileId} href={photo.photoUrl} target="_blank" rel="noreferrer">
            <img src={photo.thumbnailUrl} width={96} height={96} alt={t('view.photoNumber', { number: index + 1 })} style={{ borderRadius: 8, objectFit: 'cover' }} />
          </a>
        ))}
      </Flex>
      {incident.canEdit && (
        <Upload accept="image/*" showUploadList={false} beforeUpload={(file) => (void add(file), false)}>
          <Button loading={uploading.isLoading} style={{ marginTop: 8 }}>{t('view.addPhoto')}</Button>
        </Upload>
      )}
      <FormError error={uploading.error} />
    </Card>
  );
}

function Signature({ incident }: { incident: IncidentDto }) {
  const t = useT();
  if (incident.canSign) return <SignIncident incident={incident} />;
  const { signature } = incident;
  return (
    <Card title={t('view.signature')} size="small">
      {signature ? (
        <Flex vertical gap={4}>
          <img src={signature.image} alt={t('view.signature')} style={{ maxWidth: 320, background: '#fff', border: '1px solid #f0f0f0' }} />
          <Typography.Text>{t('view.signedLine', { name: signature.name, when: dayAndTime(signature.at) })}</Typography.Text>
          <Typography.Text type="secondary">{t('view.signedFrom', { ip: signature.ip, account: signature.by.label })}</Typography.Text>
        </Flex>
      ) : (
        <Tag color="warning">{t('view.notSigned')}</Tag>
      )}
    </Card>
  );
}

function Amendments({ incident }: { incident: IncidentDto }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<{ text: string }>();
  const [amend, amending] = useIncidentsAmendMutation();
  if (!incident.amendments.length && !incident.canAmend) return null;
  const submit = async ({ text }: { text: string }) => {
    const result = await amend({ amendIncidentDto: { incidentId: incident.id, text: text.trim() } });
    if (result.error) return;
    form.resetFields();
    dispatch(showSnackbar({ text: t('view.amended'), color: THEME_COLORS.light.success }));
  };
  return (
    <Card title={t('view.amendments')} size="small">
      {incident.amendments.map((amendment) => (
        <Flex key={amendment.id} vertical style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{t('view.amendmentLine', { when: dayAndTime(amendment.addedAt), name: amendment.addedBy.label })}</Typography.Text>
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{amendment.text}</Typography.Text>
        </Flex>
      ))}
      {incident.canAmend && (
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item name="text" label={t('view.amend')} rules={[{ required: true, whitespace: true, message: t('view.amendRequired') }]}>
            <Input.TextArea maxLength={2000} rows={3} placeholder={t('view.amendPlaceholder')} />
          </Form.Item>
          <FormError error={amending.error} />
          <Button htmlType="submit" loading={amending.isLoading}>{t('view.amendSave')}</Button>
        </Form>
      )}
    </Card>
  );
}

function Actions({ incident }: { incident: IncidentDto }) {
  const t = useT();
  const { start, busy, error } = useDownload(() =>
    downloadFile({ url: `/api/incident/pdf?incidentId=${incident.id}`, accept: 'application/pdf', fallbackName: `incident-${incident.id}.pdf` }),
  );
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        {incident.canEdit && <Link to={incidentUpdateUrl(incident.id)}><Button size="large">{t('view.edit')}</Button></Link>}
        <Button size="large" loading={busy} onClick={start}>{t('view.pdf')}</Button>
      </Flex>
      <FormError error={error} flush />
    </Flex>
  );
}

function Report({ incidentId }: { incidentId: number }) {
  useLanguage();
  const t = useT();
  const incident = useIncidentsByIdQuery({ incidentId });
  if ((incident.error as { status?: number } | undefined)?.status === 404) {
    return <Result status="404" title={t('form.notFound')} extra={<Link to={INCIDENTS_OUTSTANDING_PATH}>{t('outstanding.list')}</Link>} />;
  }
  if (!incident.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const report = incident.data;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>{report.child.label}</Typography.Title>
        <StatusTag incident={report} />
      </Flex>
      {report.reportedBy && <Typography.Text type="secondary">{t('view.reportedBy', { name: report.reportedBy.label })}</Typography.Text>}
      <Details incident={report} />
      <Injuries incident={report} />
      <Photos incident={report} />
      <Signature incident={report} />
      <Amendments incident={report} />
      <Actions incident={report} />
    </Flex>
  );
}

/** /incidents/view/:id: a report for the daycare side and the child's family. */
export function IncidentViewPage() {
  const incidentId = positiveInteger(useRouteParams(INCIDENT_VIEW_PATH).id);
  const t = useT();
  return (
    <RoutePage path={INCIDENT_VIEW_PATH}>
      {incidentId ? <Report incidentId={incidentId} /> : <Result status="404" title={t('form.notFound')} />}
    </RoutePage>
  );
}
