import { Empty, Flex, Select, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useDaycareListQuery } from '@daycare/api-client';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { FeatureSwitches } from './feature-switches';

/** Choose a daycare, then switch its features on or off (/super/featurecontrol). */
export default function FeatureControlPage() {
  const t = useT();
  const daycares = useDaycareListQuery();
  const [params, setParams] = useSearchParams();
  const daycareId = Number(params.get('daycareId')) || undefined;
  const chosen = daycares.data?.find((daycare) => daycare.id === daycareId);
  return (
    <RoutePage path="/super/featurecontrol">
      {daycares.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Flex vertical gap={16} style={{ maxWidth: 720 }}>
          <Select
            showSearch
            size="large"
            aria-label={t('featureControl.daycare')}
            placeholder={t('featureControl.chooseDaycare')}
            optionFilterProp="label"
            value={chosen?.id}
            options={(daycares.data ?? []).map((daycare) => ({ value: daycare.id, label: daycare.label }))}
            onChange={(id: number) => setParams({ daycareId: String(id) }, { replace: true })}
          />
          {chosen ? (
            <FeatureSwitches key={chosen.id} daycareId={chosen.id} daycareLabel={chosen.label} />
          ) : (
            <Empty description={t('featureControl.chooseFirst')} />
          )}
        </Flex>
      )}
    </RoutePage>
  );
}
