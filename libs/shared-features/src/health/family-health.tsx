// A family's health page: the allergens their children's rooms keep out, and their sunscreen and repellent permissions.
import { useState } from 'react';
import { Button, Card, Empty, Flex, Input, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import {
  type SunChildDto, type SunProduct, useMedicalFamilyAllergenListQuery, useSunProtectionFamilyQuery, useSunProtectionGrantMutation, useSunProtectionWithdrawMutation,
} from '@daycare/api-client';
import { formatMoment } from '@daycare/i18n';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { FormError } from '../form-error';
import { useT } from './i18n';

const PRODUCTS: SunProduct[] = ['sunscreen', 'repellent'];

function RoomAllergens() {
  const t = useT();
  const rooms = useMedicalFamilyAllergenListQuery();
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>{t('family.allergensTitle')}</Typography.Title>}>
      <Typography.Paragraph type="secondary">{t('family.allergensIntro')}</Typography.Paragraph>
      {!rooms.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : rooms.data.length ? (
        <Flex vertical gap={12}>
          {rooms.data.map(({ room, allergens }) => (
            <Flex key={room.id} vertical gap={4}>
              <Typography.Text strong>{room.label}</Typography.Text>
              {allergens.length ? (
                <Flex gap={4} wrap>
                  {allergens.map((allergen) => <Tag key={allergen.label} color={allergen.severe ? 'error' : undefined}>{allergen.severe ? `${allergen.label} (${t('family.severe')})` : allergen.label}</Tag>)}
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('family.noAllergens')}</Typography.Text>
              )}
            </Flex>
          ))}
        </Flex>
      ) : (
        <Empty description={t('family.noRooms')} />
      )}
    </Card>
  );
}

function ProductPermission({ child, product }: { child: SunChildDto; product: SunProduct }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [grant, granting] = useSunProtectionGrantMutation();
  const [withdraw, withdrawing] = useSunProtectionWithdrawMutation();
  const [productName, setProductName] = useState('');
  const consent = child[product];
  const name = t(`sun.${product}`);
  const allow = async () => {
    const result = await grant({ grantSunConsentDto: { childId: child.child.id, product, productName: productName.trim() || null } });
    if (!result.error) dispatch(showSnackbar({ text: t('family.allowedSaved'), color: THEME_COLORS.light.success }));
  };
  const end = async () => {
    const result = await withdraw({ consentIdDto: { consentId: consent!.id } });
    if (!result.error) dispatch(showSnackbar({ text: t('family.withdrawn'), color: THEME_COLORS.light.success }));
  };
  if (consent) {
    return (
      <Flex gap={8} align="center" wrap>
        <Tag color="success">{t('sun.allowed', { product: name })}{consent.productName ? ` · ${consent.productName}` : ''}</Tag>
        <Popconfirm title={t('family.withdrawQuestion')} okText={t('family.withdraw')} cancelText={t('family.keep')} onConfirm={() => void end()}>
          <Button loading={withdrawing.isLoading}>{t('family.withdraw')}</Button>
        </Popconfirm>
        <FormError error={withdrawing.error} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap>
        <Input
          aria-label={`${name}: ${t('family.productName')}`} placeholder={t('family.productNamePlaceholder')} maxLength={120} value={productName}
          onChange={(event) => setProductName(event.target.value)} style={{ flex: '1 1 220px' }}
        />
        <Button type="primary" loading={granting.isLoading} onClick={() => void allow()}>{t('family.allow', { product: name.toLowerCase() })}</Button>
      </Flex>
      <FormError error={granting.error} />
    </Flex>
  );
}

function ChildSun({ child }: { child: SunChildDto }) {
  const t = useT();
  return (
    <Flex vertical gap={8} role="group" aria-label={child.child.label}>
      <Typography.Text strong style={{ fontSize: 16 }}>{child.child.label}</Typography.Text>
      {PRODUCTS.map((product) => <ProductPermission key={product} child={child} product={product} />)}
      {child.applications.length ? (
        <>
          <Typography.Text type="secondary">{t('family.recent')}</Typography.Text>
          {child.applications.map((application) => (
            <Typography.Text key={application.id}>{t('sun.appliedAt', { product: t(`sun.${application.product}`), time: formatMoment(application.appliedAt), name: application.appliedBy.label })}</Typography.Text>
          ))}
        </>
      ) : (
        <Typography.Text type="secondary">{t('family.noneRecent')}</Typography.Text>
      )}
    </Flex>
  );
}

function SunPermissions() {
  const t = useT();
  const children = useSunProtectionFamilyQuery();
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>{t('family.sunTitle')}</Typography.Title>}>
      <Typography.Paragraph type="secondary">{t('family.sunIntro')}</Typography.Paragraph>
      {!children.data ? <Skeleton active paragraph={{ rows: 3 }} /> : <Flex vertical gap={24}>{children.data.map((child) => <ChildSun key={child.child.id} child={child} />)}</Flex>}
    </Card>
  );
}

/** What a guardian reads and sets on /reports/health. */
export function FamilyHealth() {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <RoomAllergens />
      <SunPermissions />
    </Flex>
  );
}
