// The daycare's return rules: directors set the hours per symptom, everyone else reads them.
import { Button, Card, Flex, Form, InputNumber, Skeleton, Typography } from 'antd';
import { type ExclusionRuleViewDto, useIllnessRulesQuery, useIllnessSetRulesMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { FormError } from '../form-error';
import { useT } from './i18n';

const MAX_HOURS = 336;

function RulesForm({ rules }: { rules: ExclusionRuleViewDto[] }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [save, saving] = useIllnessSetRulesMutation();
  const initial = Object.fromEntries(rules.map((rule) => [rule.symptom, rule.hours]));
  const submit = async (values: Record<string, number>) => {
    const result = await save({ exclusionRulesDto: { rules: rules.map((rule) => ({ symptom: rule.symptom, hours: values[rule.symptom] ?? rule.hours })) } });
    if (!result.error) dispatch(showSnackbar({ text: t('rules.saved'), color: THEME_COLORS.light.success }));
  };
  return (
    <Form layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)}>
      <Flex gap={12} wrap>
        {rules.map((rule) => (
          <Form.Item key={rule.symptom} name={rule.symptom} label={t(`symptom.${rule.symptom}`)} style={{ marginBottom: 8, width: 150 }}>
            <InputNumber min={0} max={MAX_HOURS} precision={0} suffix="h" aria-label={t('rules.hoursOf', { symptom: t(`symptom.${rule.symptom}`) })} style={{ width: '100%' }} />
          </Form.Item>
        ))}
      </Flex>
      <FormError error={saving.error} />
      <Button type="primary" htmlType="submit" loading={saving.isLoading}>{t('rules.save')}</Button>
    </Form>
  );
}

function RulesList({ rules }: { rules: ExclusionRuleViewDto[] }) {
  const t = useT();
  return (
    <Flex component="ul" gap={16} wrap style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rules.filter((rule) => rule.hours > 0).map((rule) => (
        <li key={rule.symptom}>
          <Typography.Text strong>{t(`symptom.${rule.symptom}`)}</Typography.Text> <Typography.Text>{t('rules.hours', { hours: rule.hours })}</Typography.Text>
        </li>
      ))}
    </Flex>
  );
}

/** The return rules card: editable for directors. */
export function ExclusionRules({ editable }: { editable: boolean }) {
  const t = useT();
  const rules = useIllnessRulesQuery();
  return (
    <Card size="small" title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>{t('rules.title')}</Typography.Title>}>
      <Typography.Paragraph type="secondary">{t('rules.intro')}</Typography.Paragraph>
      {!rules.data ? <Skeleton active paragraph={{ rows: 2 }} /> : editable ? <RulesForm rules={rules.data} /> : <RulesList rules={rules.data} />}
    </Card>
  );
}
