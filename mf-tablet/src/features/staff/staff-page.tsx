import { Alert, Button, Col, Flex, Result, Row, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTabletStaffByIdQuery, useTabletStaffListQuery } from '@daycare/api-client';
import { PIN_MAX_DIGITS, PIN_MIN_DIGITS, THEME_COLORS } from '@daycare/shared';
import { selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { useAttendanceTap } from '../people/attendance-tap';
import { isIn, useRouteId } from '../people/people';
import { PersonHeader } from '../people/person-header';
import { SignPanel } from '../people/sign-panel';

const ROUTE = '/tablet/staff/:id';

/** A staff member signs themselves in to the tablet's room, or out, with their own PIN. */
export default function StaffPage() {
  const t = useT();
  const id = useRouteId(ROUTE);
  const roomId = useAppSelector(selectUser)?.roomId;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const list = useTabletStaffListQuery({});
  const listed = list.data?.find((member) => member.id === id);
  const byId = useTabletStaffByIdQuery({ id: id ?? 0 }, { skip: !id || !list.isSuccess || Boolean(listed) });
  const member = listed ?? byId.data;
  const [send, sending] = useAttendanceTap();

  let content;
  if (!id || byId.isError || (list.isError && !member)) {
    content = (
      <Result
        status="404"
        title={t('staffPage.notFound')}
        extra={<Link to="/tablet/search/staff"><Button size="large">{t('staffPage.backToStaff')}</Button></Link>}
      />
    );
  } else if (!member) {
    content = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  } else {
    const signedIn = isIn(member);
    const submit = async (pin: string) => {
      const result = await send({ personType: 'staff', personId: member.id, action: signedIn ? 'signOut' : 'signIn', pin });
      if (result.error) return false;
      dispatch(showSnackbar({ text: t(signedIn ? 'signedSnackbar.signedOut' : 'signedSnackbar.signedIn', { name: member.label }), color: THEME_COLORS.light.success }));
      void navigate('/tablet/search/staff');
      return true;
    };
    content = (
      <Row gutter={[24, 24]}>
        <Col xs={24} md={10}>
          <Panel>
            <PersonHeader person={member} roomId={roomId} />
          </Panel>
        </Col>
        <Col xs={24} md={14}>
          {member.hasPin ? (
            <SignPanel
              action={t(signedIn ? 'staffPage.signOut' : 'staffPage.signIn')}
              pinPrompt={t('person.enterPin', { name: member.firstName })}
              sending={sending.isLoading}
              error={sending.error}
              onSubmit={submit}
            />
          ) : (
            <Alert
              type="warning"
              showIcon
              title={t('staffPage.noPinTitle', { name: member.firstName })}
              description={t('staffPage.noPinDetail', { min: PIN_MIN_DIGITS, max: PIN_MAX_DIGITS })}
            />
          )}
        </Col>
      </Row>
    );
  }
  return (
    <RoutePage path={ROUTE}>
      <Flex vertical gap={16}>
        <Link to="/tablet/search/staff">{t('staffPage.allStaff')}</Link>
        {content}
      </Flex>
    </RoutePage>
  );
}
