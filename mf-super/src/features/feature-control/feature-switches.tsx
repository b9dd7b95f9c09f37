import { useState } from 'react';
import { Flex, Skeleton, Switch, Typography, theme } from 'antd';
import {
  api, useFeatureControlFeaturecontrolQuery, useFeatureControlUpdateFeaturecontrolMutation, type DaycareFeatureControlDto,
} from '@daycare/api-client';
import { FEATURE_FLAGS, type FeatureControl, type FeatureFlag } from '@daycare/shared';
import { featureControlLoaded, selectUser, useAppDispatch, useAppSelector } from '@daycare/store';
import { useT } from '../../i18n';

function flagsOf(control: DaycareFeatureControlDto): FeatureControl {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, control[flag]])) as FeatureControl;
}

/** Saves one switch; the answer replaces the cached switches, and the session's when it is the user's daycare. */
function useSaveFlag(daycareId: number) {
  const dispatch = useAppDispatch();
  const currentDaycareId = useAppSelector(selectUser)?.daycare?.id;
  const [update] = useFeatureControlUpdateFeaturecontrolMutation();
  const [saving, setSaving] = useState<FeatureFlag | null>(null);
  const save = async (control: DaycareFeatureControlDto, flag: FeatureFlag, on: boolean) => {
    setSaving(flag);
    const result = await update({ updateFeatureControlDto: { ...flagsOf(control), [flag]: on, daycareId } });
    setSaving(null);
    if (!result.data) return;
    dispatch(api.util.upsertQueryData('featureControlFeaturecontrol', { daycareId }, result.data));
    if (daycareId === currentDaycareId) dispatch(featureControlLoaded(flagsOf(result.data)));
  };
  return { saving, save };
}

/** The nine feature switches of one daycare, each saved as it changes. */
export function FeatureSwitches({ daycareId, daycareLabel }: { daycareId: number; daycareLabel: string }) {
  const { token } = theme.useToken();
  const t = useT();
  const control = useFeatureControlFeaturecontrolQuery({ daycareId });
  const { saving, save } = useSaveFlag(daycareId);
  if (!control.data) return <Skeleton active paragraph={{ rows: 9 }} />;
  const current = control.data;
  return (
    <Flex vertical role="list" aria-label={t('featureControl.featuresOf', { daycare: daycareLabel })} style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG }}>
      {FEATURE_FLAGS.map((flag, index) => (
        <Flex
          key={flag}
          role="listitem"
          align="center"
          justify="space-between"
          gap={16}
          style={{ padding: `${token.paddingSM}px ${token.padding}px`, borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined }}
        >
          <Flex vertical>
            <Typography.Text strong>{t(`featureControl.features.${flag}.label`)}</Typography.Text>
            <Typography.Text type="secondary">{t(`featureControl.features.${flag}.description`)}</Typography.Text>
          </Flex>
          <Switch
            aria-label={t(`featureControl.features.${flag}.label`)}
            checked={current[flag]}
            loading={saving === flag}
            disabled={saving !== null}
            onChange={(on) => void save(current, flag, on)}
          />
        </Flex>
      ))}
    </Flex>
  );
}
