// The guardian's acknowledgement: their typed name and drawn signature.
import { useCallback, useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { type IncidentDto, useIncidentsSignMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { FormError } from '../form-error';
import { useT } from './i18n';
import { SignatureField } from './signature-field';

export function SignIncident({ incident }: { incident: IncidentDto }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [signature, setSignature] = useState<string | null>(null);
  const [missingSignature, setMissingSignature] = useState(false);
  const [sign, signing] = useIncidentsSignMutation();
  const drawn = useCallback((drawing: string | null) => {
    setSignature(drawing);
    if (drawing) setMissingSignature(false);
  }, []);
  const submit = async ({ name }: { name: string }) => {
    if (!signature) {
      setMissingSignature(true);
      return;
    }
    const result = await sign({ signIncidentDto: { incidentId: incident.id, name: name.trim(), signature } });
    if (!result.error) dispatch(showSnackbar({ text: t('sign.signed'), color: THEME_COLORS.light.success }));
  };
  return (
    <Card title={t('sign.title')} size="small">
      <Typography.Paragraph>{t('sign.intro')}</Typography.Paragraph>
      <Form<{ name: string }> layout="vertical" initialValues={{ name: user ? `${user.firstName} ${user.lastName}` : '' }} onFinish={(values) => void submit(values)}>
        <Form.Item name="name" label={t('sign.name')} rules={[{ required: true, whitespace: true, message: t('sign.nameRequired') }]}>
          <Input size="large" maxLength={100} autoComplete="name" />
        </Form.Item>
        <SignatureField onChange={drawn} />
        {missingSignature && <Alert type="error" showIcon title={t('sign.drawRequired')} style={{ marginTop: 8 }} />}
        <FormError error={signing.error} />
        <Button type="primary" htmlType="submit" size="large" loading={signing.isLoading} style={{ marginTop: 12 }}>{t('sign.submit')}</Button>
      </Form>
    </Card>
  );
}
