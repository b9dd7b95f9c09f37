import { Alert, Button, Col, Flex, Result, Row, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTabletStaffByIdQuery, useTabletStaffListQuery } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { selectUser, showSnackbar, useAppDispatch, useAppSelector } from '@daycare/store';
import { Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { useAttendanceTap } from '../people/attendance-tap';
import { isIn, useRouteId } from '../people/people';
import { PersonHeader } from '../people/person-header';
import { SignPanel } from '../people/sign-panel';

const ROUTE = '/tablet/staff/:id';

/** A staff member signs themselves in to the tablet's room, or out, with their own PIN. */
export default function StaffPage() {
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
    content = <Result status="404" title="This staff member was not found" extra={<Link to="/tablet/search/staff"><Button size="large">Back to the staff</Button></Link>} />;
  } else if (!member) {
    content = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  } else {
    const signedIn = isIn(member);
    const submit = async (pin: string) => {
      const result = await send({ personType: 'staff', personId: member.id, action: signedIn ? 'signOut' : 'signIn', pin });
      if (result.error) return false;
      dispatch(showSnackbar({ text: `${member.label} is signed ${signedIn ? 'out' : 'in'}`, color: THEME_COLORS.light.success }));
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
              action={signedIn ? 'Sign out' : 'Sign in'}
              pinPrompt={`${member.firstName}, enter your PIN`}
              sending={sending.isLoading}
              error={sending.error}
              onSubmit={submit}
            />
          ) : (
            <Alert
              type="warning"
              showIcon
              title={`${member.firstName} has no PIN yet`}
              description="Set a personal PIN of 4 to 6 digits in your profile first; then sign in here with it."
            />
          )}
        </Col>
      </Row>
    );
  }
  return (
    <RoutePage path={ROUTE}>
      <Flex vertical gap={16}>
        <Link to="/tablet/search/staff">← All staff of the room</Link>
        {content}
      </Flex>
    </RoutePage>
  );
}
