import { Alert, Button, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useGuardianResendInvitationMutation, type GuardianRecordDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { FormError, TAP_LINK, guardianPhonesPath, guardianUpdatePath, useGuardianSections } from '@daycare/shared-features';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { useT } from '../../i18n';
import { childPath, useIsDirector } from '../children/child-helpers';
import { addContactPath } from '../contacts/contact-helpers';
import { Section } from './guardian-sections';

handleErrorsInPage('guardianResendInvitation');

type TabProps = { guardian: GuardianRecordDto };

export function OverviewTab({ guardian }: TabProps) {
  const t = useT();
  const sections = useGuardianSections(guardian);
  const editTo = (to: string) => (guardian.canEdit ? to : undefined);
  return (
    <Flex vertical gap={16}>
      <Section title={t('guardians.sections.contact')} editTo={editTo(guardianPhonesPath(guardian.id))} items={sections.contact} />
      <Section title={t('guardians.sections.general')} editTo={editTo(guardianUpdatePath('general', guardian.id))} items={sections.general} />
      {sections.address && <Section title={t('guardians.sections.address')} editTo={editTo(guardianUpdatePath('address', guardian.id))} items={sections.address} />}
      {sections.employment && (
        <Section title={t('guardians.sections.employment')} editTo={editTo(guardianUpdatePath('employment', guardian.id))} items={sections.employment} />
      )}
    </Flex>
  );
}

export function ChildrenTab({ guardian }: TabProps) {
  const t = useT();
  const navigate = useNavigate();
  const isDirector = useIsDirector();
  return (
    <Section title={t('guardians.sections.children')} editTo={guardian.canEdit ? guardianUpdatePath('general', guardian.id) : undefined}>
      <Flex vertical gap={12}>
        {guardian.relations.length === 0 ? (
          <Typography.Text type="secondary">{t('guardians.noChildren')}</Typography.Text>
        ) : (
          <Flex vertical gap={8} component="ul" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
            {guardian.relations.map(({ child, relation }) => (
              <li key={child.id}>
                <Link to={childPath(child.id)} style={TAP_LINK}>{child.label}</Link>{' '}
                <Typography.Text type="secondary">{t(`guardians.relations.${relation}`)}</Typography.Text>
              </li>
            ))}
          </Flex>
        )}
        {isDirector && (
          <div>
            <Button onClick={() => void navigate(addContactPath(guardian.relations[0]?.child.id))}>{t('guardians.addContact')}</Button>
          </div>
        )}
      </Flex>
    </Section>
  );
}

/** Sends the guardian an invitation to choose a password: "Send" the first time, "Resend" once one went out. */
function SendInvitation({ guardian }: TabProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [resend, resending] = useGuardianResendInvitationMutation();
  const send = async () => {
    const result = await resend({ guardianUpdateDto: { guardianId: guardian.id } });
    if (!result.error) dispatch(showSnackbar({ text: t('guardians.account.invitationSent', { email: guardian.email }), color: THEME_COLORS.light.success }));
  };
  return (
    <Flex vertical gap={8} align="start">
      <FormError error={resending.error} flush />
      <Button onClick={() => void send()} loading={resending.isLoading}>
        {t(guardian.account?.invitedAt ? 'guardians.account.resend' : 'guardians.account.send')}
      </Button>
    </Flex>
  );
}

export function AccountTab({ guardian }: TabProps) {
  const t = useT();
  const sections = useGuardianSections(guardian);
  if (!sections.account) return <Alert type="info" showIcon title={t('guardians.account.notForYou')} />;
  return (
    <Section title={t('guardians.sections.account')} editTo={guardianUpdatePath('account', guardian.id)} items={sections.account}>
      <SendInvitation guardian={guardian} />
    </Section>
  );
}
