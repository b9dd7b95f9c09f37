import { Button, Checkbox, Col, Flex, Form, Row, Select } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useGuardianCreateMutation, type CreateGuardianDto, type GuardianLanguage, type GuardianRelation, type PhoneDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { EmailField, FormError, GUARDIAN_LANGUAGES, GUARDIAN_RELATIONS, PersonNameFields, PhoneField, RoutePage, positiveInteger } from '@daycare/shared-features';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';
import { FamilySelect } from '../families/family-select';
import { GUARDIAN_ROUTES, guardianPath } from './guardian-helpers';

handleErrorsInPage('guardianCreate');

interface CreateValues {
  familyId?: number;
  firstName: string;
  lastName: string;
  email: string;
  relation: GuardianRelation;
  mobile?: PhoneDto | null;
  language: GuardianLanguage;
  sendInvitation: boolean;
}

function toCreateGuardianDto(values: CreateValues): CreateGuardianDto {
  return {
    familyId: values.familyId as number,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
    relation: values.relation,
    ...(values.mobile ? { mobile: values.mobile } : {}),
    language: values.language,
    sendInvitation: values.sendInvitation,
  };
}

/** A new guardian in a family, with an invitation to choose a password (/guardians/create, ?familyId= from a child's record). */
export default function GuardianCreatePage() {
  const t = useT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const preselected = positiveInteger(params.get('familyId'));
  const [create, creating] = useGuardianCreateMutation();
  const submit = async (values: CreateValues) => {
    const result = await create({ createGuardianDto: toCreateGuardianDto(values) });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('guardians.create.added', { name: `${values.firstName.trim()} ${values.lastName.trim()}` }), color: THEME_COLORS.light.success }));
    void navigate(guardianPath(result.data.id));
  };
  const relationOptions = GUARDIAN_RELATIONS.map((relation) => ({ value: relation, label: t(`guardians.relations.${relation}`) }));
  return (
    <RoutePage path={GUARDIAN_ROUTES.create}>
      <Form<CreateValues>
        layout="vertical"
        onFinish={submit}
        disabled={creating.isLoading}
        initialValues={{ familyId: preselected, language: 'en', relation: 'parent', sendInvitation: true }}
        style={{ maxWidth: 720 }}
        aria-label={t('guardians.create.form')}
      >
        <Form.Item name="familyId" label={t('families.select.label')} rules={[{ required: true, message: t('guardians.create.familyRequired') }]}>
          <FamilySelect preselected={preselected} preselectedLabel={t('guardians.create.chosenFamily')} />
        </Form.Item>
        <PersonNameFields />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <EmailField />
          </Col>
          <Col xs={24} sm={12}><PhoneField name="mobile" label={t('guardians.fields.mobile')} /></Col>
          <Col xs={24} sm={12}>
            <Form.Item name="relation" label={t('guardians.fields.relation')} extra={t('guardians.create.relationHelp')}>
              <Select<GuardianRelation> aria-label={t('guardians.fields.relation')} options={relationOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="language" label={t('guardians.fields.language')}>
              <Select<GuardianLanguage>
                aria-label={t('guardians.fields.language')}
                options={GUARDIAN_LANGUAGES.map((language) => ({ value: language, label: t(`guardians.languages.${language}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="sendInvitation" valuePropName="checked" extra={t('guardians.create.sendInvitationHelp')}>
          <Checkbox>{t('guardians.create.sendInvitation')}</Checkbox>
        </Form.Item>
        <FormError error={creating.error} />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={creating.isLoading}>{t('guardians.create.submit')}</Button>
          <Button onClick={() => void navigate(-1)} disabled={false}>{t('common.cancel')}</Button>
        </Flex>
      </Form>
    </RoutePage>
  );
}
