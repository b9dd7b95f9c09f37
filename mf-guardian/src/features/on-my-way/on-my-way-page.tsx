import { Button, Empty, Flex, Popconfirm, Skeleton, Tag, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import { mdiCarClock } from '@mdi/js';
import { type OnMyWayDto, useOnMyWayListQuery, useOnMyWayRemoveMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { Mdi, Panel } from '@daycare/ui';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { arrivalTime, readText } from './notice-text';

function NoticeCard({ notice }: { notice: OnMyWayDto }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const [remove, { isLoading }] = useOnMyWayRemoveMutation();
  const deleteNotice = async () => {
    const result = await remove({ onMyWayIdDto: { id: notice.id } });
    if (!result.error) dispatch(showSnackbar({ text: t('onMyWay.notice.deleted', { name: notice.child.label }), color: THEME_COLORS.light.success }));
  };
  return (
    <Panel size="small" aria-label={t('onMyWay.notice.label', { name: notice.child.label })}>
      <Flex justify="space-between" align="start" gap={12}>
        <Flex vertical gap={2}>
          <Typography.Text strong style={{ fontSize: 16 }}>{notice.child.label}</Typography.Text>
          <Typography.Text>{t('onMyWay.notice.arriving', { time: arrivalTime(notice) })}</Typography.Text>
          <Typography.Text type="secondary">{notice.room.label}</Typography.Text>
          {notice.note && <Typography.Text italic>“{notice.note}”</Typography.Text>}
          <div>
            <Tag color={notice.readAt ? 'success' : 'default'}>{readText(notice)}</Tag>
          </div>
        </Flex>
        <Popconfirm
          title={t('onMyWay.notice.deleteTitle')}
          description={t('onMyWay.notice.deleteDetail')}
          okText={t('onMyWay.notice.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.keep')}
          onConfirm={() => void deleteNotice()}
        >
          <Button danger loading={isLoading} aria-label={t('onMyWay.notice.deleteLabel', { name: notice.child.label })}>
            {t('onMyWay.notice.delete')}
          </Button>
        </Popconfirm>
      </Flex>
    </Panel>
  );
}

/** /onmyway: the big "I'm on my way" button, and today's notices with whether the room saw them. */
export default function OnMyWayPage() {
  const { token } = theme.useToken();
  const t = useT();
  const navigate = useNavigate();
  const notices = useOnMyWayListQuery();
  const data = notices.data ?? [];
  return (
    <RoutePage path="/onmyway">
      <Flex vertical gap={16}>
        <Button
          type="primary"
          size="large"
          block
          icon={<Mdi path={mdiCarClock} size={1.2} color={token.colorTextLightSolid} />}
          style={{ height: 72, fontSize: 22 }}
          onClick={() => void navigate('/onmyway/send')}
        >
          {t('onMyWay.list.button')}
        </Button>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{t('onMyWay.list.today')}</Typography.Title>
        {notices.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : data.length === 0 ? (
          <Empty description={t('onMyWay.list.empty')} />
        ) : (
          data.map((notice) => <NoticeCard key={notice.id} notice={notice} />)
        )}
      </Flex>
    </RoutePage>
  );
}
