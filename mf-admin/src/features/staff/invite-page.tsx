import { Button, Col, Empty, Flex, Form, Input, Popconfirm, Row, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  useInvitationCreateMutation,
  useInvitationListQuery,
  useInvitationResendMutation,
  useInvitationRevokeMutation,
  useRoomListQuery,
  useUserRoleListQuery,
  type InvitationDto,
  type InvitationState,
  type RoleCode,
} from '@daycare/api-client';
import { formatDateTime } from '@daycare/i18n';
import { hasRole, THEME_COLORS, UserType } from '@daycare/shared';
import { FormError, RoutePage } from '@daycare/shared-features';
import { selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { useT } from '../../i18n';
import { roleLabel } from '../user-roles/role-words';
import { RoleTags, STAFF_ROUTES } from './staff-helpers';

const MAX_NAME = 60;
const STATE_COLORS: Record<InvitationState, string> = { pending: 'processing', accepted: 'success', revoked: 'default', expired: 'warning' };

interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  roomId?: number;
  roles?: RoleCode[];
}

/** The roles a director may hand out: those they hold themselves (every role for Super). */
function useRoleOptions() {
  const user = useAppSelector(selectUser);
  const catalogue = useUserRoleListQuery();
  return (catalogue.data ?? [])
    .filter((role) => user?.type === UserType.Super || hasRole(user?.roles ?? [], role.code))
    .map((role) => ({ value: role.code, label: roleLabel(role.code) }));
}

function InviteForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<InviteValues>();
  const rooms = useRoomListQuery();
  const roleOptions = useRoleOptions();
  const [create, { isLoading, error }] = useInvitationCreateMutation();
  const nameRules = (required: string) => [{ required: true, whitespace: true, message: required }, { max: MAX_NAME, message: t('common.nameTooLong', { max: MAX_NAME }) }];
  const submit = async (values: InviteValues) => {
    const result = await create({ createInvitationDto: { ...values, email: values.email.trim() } });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('invite.sent', { email: result.data.email }), color: THEME_COLORS.light.success }));
    form.resetFields();
  };
  return (
    <Form<InviteValues> form={form} layout="vertical" onFinish={submit} disabled={isLoading} aria-label={t('invite.formLabel')} style={{ maxWidth: 880 }}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="email" label={t('invite.email')} rules={[{ required: true, message: t('invite.emailRequired') }, { type: 'email', message: t('invite.emailInvalid') }]}>
            <Input type="email" inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="firstName" label={t('invite.firstName')} rules={nameRules(t('invite.firstNameRequired'))}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="lastName" label={t('invite.lastName')} rules={nameRules(t('invite.lastNameRequired'))}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="roomId" label={t('invite.room')}>
            <Select<number> aria-label={t('invite.room')} allowClear placeholder={t('invite.noRoom')} options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.label }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="roles" label={t('invite.roles')}>
            <Select<RoleCode[]> aria-label={t('invite.roles')} mode="multiple" allowClear placeholder={t('invite.noRoles')} options={roleOptions} optionFilterProp="label" />
          </Form.Item>
        </Col>
      </Row>
      <FormError error={error} />
      <Button type="primary" htmlType="submit" loading={isLoading}>{t('invite.send')}</Button>
    </Form>
  );
}

function InvitationActions({ invitation }: { invitation: InvitationDto }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [resend, resending] = useInvitationResendMutation();
  const [revoke, revoking] = useInvitationRevokeMutation();
  if (invitation.state === 'accepted' || invitation.state === 'revoked') return null;
  const done = (text: string) => dispatch(showSnackbar({ text, color: THEME_COLORS.light.success }));
  return (
    <Flex gap={8} wrap>
      <Button
        size="small"
        loading={resending.isLoading}
        aria-label={t('invite.resendTo', { email: invitation.email })}
        onClick={async () => {
          if (!(await resend({ invitationIdDto: { id: invitation.id } })).error) done(t('invite.resent', { email: invitation.email }));
        }}
      >
        {t('invite.resend')}
      </Button>
      <Popconfirm
        title={t('invite.revokeQuestion', { email: invitation.email })}
        description={t('invite.revokeHelp')}
        okText={t('invite.revoke')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={async () => {
          if (!(await revoke({ invitationIdDto: { id: invitation.id } })).error) done(t('invite.revoked', { email: invitation.email }));
        }}
      >
        <Button size="small" danger loading={revoking.isLoading} aria-label={t('invite.revokeFor', { email: invitation.email })}>{t('invite.revoke')}</Button>
      </Popconfirm>
    </Flex>
  );
}

function useColumns(): TableColumnsType<InvitationDto> {
  const t = useT();
  return [
    {
      title: t('invite.person'),
      key: 'person',
      render: (_, invitation) => (
        <Flex vertical>
          <span>{invitation.label}</span>
          <Typography.Text type="secondary">{invitation.email}</Typography.Text>
        </Flex>
      ),
    },
    { title: t('invite.room'), key: 'room', render: (_, invitation) => invitation.room?.label ?? t('invite.noRoom') },
    { title: t('invite.roles'), key: 'roles', render: (_, invitation) => <RoleTags roles={invitation.roles} /> },
    { title: t('invite.invitedAt'), key: 'invitedAt', render: (_, invitation) => formatDateTime(invitation.invitedAt) },
    {
      title: t('invite.state'),
      key: 'state',
      render: (_, invitation) => (
        <Flex vertical gap={2}>
          <Tag color={STATE_COLORS[invitation.state]} style={{ width: 'fit-content' }}>{t(`invite.states.${invitation.state}`)}</Tag>
          {invitation.state === 'pending' && <Typography.Text type="secondary">{t('invite.until', { date: formatDateTime(invitation.expiresAt) })}</Typography.Text>}
        </Flex>
      ),
    },
    { title: t('invite.actions'), key: 'actions', render: (_, invitation) => <InvitationActions invitation={invitation} /> },
  ];
}

/** Invite a staff member by e-mail (they choose their own password from the link), and follow, resend or revoke the invitations (/admin/invite). */
export default function InvitePage() {
  const t = useT();
  const invitations = useInvitationListQuery();
  const columns = useColumns();
  return (
    <RoutePage path={STAFF_ROUTES.invite}>
      <InviteForm />
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 32 }}>{t('invite.listTitle')}</Typography.Title>
      <Table<InvitationDto>
        rowKey="id"
        size="small"
        loading={invitations.isFetching}
        dataSource={invitations.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={invitations.isError ? t('invite.failed') : t('invite.empty')} /> }}
      />
    </RoutePage>
  );
}
