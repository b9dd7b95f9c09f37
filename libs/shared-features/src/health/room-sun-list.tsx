// The room's sunscreen and insect repellent: who may have which, what was applied today, and recording it for several children at once.
import { useState } from 'react';
import { Button, Checkbox, Empty, Flex, Popconfirm, Skeleton, Tag, Typography, theme } from 'antd';
import {
  type SunChildDto, type SunProduct, useSunProtectionApplyMutation, useSunProtectionRemoveApplicationMutation, useSunProtectionRoomQuery,
} from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { FormError } from '../form-error';
import { useT } from './i18n';

const PRODUCTS: SunProduct[] = ['sunscreen', 'repellent'];

function Permissions({ child }: { child: SunChildDto }) {
  const t = useT();
  return (
    <Flex gap={4} wrap>
      {PRODUCTS.map((product) => {
        const consent = child[product];
        const name = t(`sun.${product}`);
        return consent ? (
          <Tag key={product} color="success" title={consent.productName ?? undefined}>{t('sun.allowed', { product: name })}{consent.productName ? ` · ${consent.productName}` : ''}</Tag>
        ) : (
          <Tag key={product}>{t('sun.notAllowed', { product: name.toLowerCase() })}</Tag>
        );
      })}
    </Flex>
  );
}

function Applications({ child }: { child: SunChildDto }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [remove] = useSunProtectionRemoveApplicationMutation();
  if (!child.applications.length) return <Typography.Text type="secondary">{t('sun.none')}</Typography.Text>;
  const undo = async (applicationId: number) => {
    const result = await remove({ applicationId });
    if (!result.error) dispatch(showSnackbar({ text: t('sun.removed'), color: THEME_COLORS.light.success }));
  };
  return (
    <Flex vertical gap={2}>
      {child.applications.map((application) => (
        <Flex key={application.id} gap={8} align="center" wrap>
          <Typography.Text>{t('sun.appliedAt', { product: t(`sun.${application.product}`), time: formatTime(application.appliedAt), name: application.appliedBy.label })}</Typography.Text>
          <Popconfirm title={t('sun.undo')} onConfirm={() => void undo(application.id)}>
            <Button size="small" type="link">{t('sun.undo')}</Button>
          </Popconfirm>
        </Flex>
      ))}
    </Flex>
  );
}

/** Tick children, then record sunscreen or repellent for the ticked ones that may have it. */
export function RoomSunList({ roomId }: { roomId: number }) {
  const t = useT();
  const { token } = theme.useToken();
  const dispatch = useAppDispatch();
  const room = useSunProtectionRoomQuery({ roomId });
  const [apply, applying] = useSunProtectionApplyMutation();
  const [chosen, setChosen] = useState<number[]>([]);
  if (!room.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (!room.data.children.length) return <Empty />;
  const allowed = (product: SunProduct) => room.data!.children.filter((child) => chosen.includes(child.child.id) && child[product]).map((child) => child.child.id);
  const record = async (product: SunProduct) => {
    const childIds = allowed(product);
    const result = await apply({ applySunProductDto: { childIds, product } });
    if (result.error) return;
    dispatch(showSnackbar({ text: t('sun.applied', { count: childIds.length }), color: THEME_COLORS.light.success }));
    setChosen([]);
  };
  const toggle = (childId: number, on: boolean) => setChosen((ids) => (on ? [...ids, childId] : ids.filter((id) => id !== childId)));
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('sun.choose')}</Typography.Text>
      <Flex component="ul" vertical gap={8} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {room.data.children.map((child) => (
          <li key={child.child.id}>
            <Flex gap={12} align="start">
              <Checkbox
                aria-label={t('sun.select', { name: child.child.label })} checked={chosen.includes(child.child.id)}
                disabled={!child.sunscreen && !child.repellent} onChange={(event) => toggle(child.child.id, event.target.checked)} style={{ padding: 8 }}
              />
              <Flex vertical gap={4}>
                <Typography.Text strong>{child.child.label}</Typography.Text>
                <Permissions child={child} />
                <Applications child={child} />
              </Flex>
            </Flex>
          </li>
        ))}
      </Flex>
      <FormError error={applying.error} />
      <Flex gap={8} wrap style={{ position: 'sticky', bottom: 0, padding: `${token.paddingSM}px 0`, background: token.colorBgLayout }}>
        <Button type="primary" size="large" disabled={!allowed('sunscreen').length} loading={applying.isLoading} onClick={() => void record('sunscreen')}>
          {t('sun.applySunscreen', { count: allowed('sunscreen').length })}
        </Button>
        <Button size="large" disabled={!allowed('repellent').length} loading={applying.isLoading} onClick={() => void record('repellent')}>
          {t('sun.applyRepellent', { count: allowed('repellent').length })}
        </Button>
      </Flex>
    </Flex>
  );
}
