import { useState } from 'react';
import { Col, Empty, Flex, Input, Row, Skeleton } from 'antd';
import { Link } from 'react-router';
import { mdiMagnify } from '@mdi/js';
import { useTabletStaffListQuery } from '@daycare/api-client';
import { selectUser, useAppSelector } from '@daycare/store';
import { Mdi } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { isElsewhere, isIn } from '../people/people';
import { StaffCard } from './staff-card';

/** The room's staff (home room, or signed in here), live: tap your card to sign yourself in or out. */
export default function StaffSearchPage() {
  const t = useT();
  const roomId = useAppSelector(selectUser)?.roomId;
  const [search, setSearch] = useState('');
  const staff = useTabletStaffListQuery({});
  const wanted = search.trim().toLowerCase();
  const shown = (staff.data ?? []).filter((member) => !wanted || member.label.toLowerCase().includes(wanted));
  const inCount = (staff.data ?? []).filter((member) => isIn(member) && !isElsewhere(member, roomId)).length;
  return (
    <RoutePage path="/tablet/search/staff">
      <Flex vertical gap={24}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Link to="/tablet/search/child">{t('staffSearch.backToChildren')}</Link>
          {staff.data && <span>{t('staffSearch.inCount', { count: inCount })}</span>}
        </Flex>
        <Input
          size="large"
          allowClear
          prefix={<Mdi path={mdiMagnify} size={1} />}
          placeholder={t('staffSearch.searchByName')}
          aria-label={t('staffSearch.searchByName')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {staff.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : shown.length ? (
          <Row gutter={[16, 16]}>
            {shown.map((member) => (
              <Col key={member.id} xs={12} sm={8} md={6} xl={4}>
                <StaffCard member={member} roomId={roomId} />
              </Col>
            ))}
          </Row>
        ) : (
          <Empty description={search ? t('staffSearch.noMatch', { search }) : t('staffSearch.empty')} />
        )}
      </Flex>
    </RoutePage>
  );
}
