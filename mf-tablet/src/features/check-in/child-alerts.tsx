import { Alert, Flex, Tag } from 'antd';
import { mdiAlertOctagon, mdiPill } from '@mdi/js';
import { useMedicalRoomAllergyListQuery, useMedicalRoomMedicationListQuery, type PeopleChildDto } from '@daycare/api-client';
import { Mdi } from '@daycare/ui';
import { useT } from '../../i18n';

/** The child's allergies (severe ones marked) and ongoing medication with its instructions, from the room's lists. */
export function ChildAlerts({ child }: { child: PeopleChildDto }) {
  const t = useT();
  const allergies = useMedicalRoomAllergyListQuery({}, { skip: !child.hasAllergies });
  const medication = useMedicalRoomMedicationListQuery({}, { skip: child.onGoingMedication === 0 });
  const allergyItems = allergies.data?.find((entry) => entry.child.id === child.id)?.items ?? [];
  const medications = medication.data?.find((entry) => entry.child.id === child.id)?.medications ?? [];
  return (
    <Flex vertical gap={12} style={{ width: '100%', textAlign: 'left' }}>
      {child.hasAllergies && (
        <Alert
          type="error"
          showIcon
          icon={<Mdi path={mdiAlertOctagon} size={1.1} />}
          title={child.allergies ? t('childAlerts.allergies', { allergies: child.allergies }) : t('childAlerts.allergiesUnlisted')}
          description={
            allergyItems.length ? (
              <Flex gap={8} wrap>
                {allergyItems.map((item) => (
                  <Tag key={item.id} color={item.severe ? 'error' : 'default'}>{item.severe ? t('childAlerts.severe', { allergy: item.label }) : item.label}</Tag>
                ))}
              </Flex>
            ) : undefined
          }
        />
      )}
      {child.onGoingMedication > 0 && (
        <Alert
          type="warning"
          showIcon
          icon={<Mdi path={mdiPill} size={1.1} />}
          title={t('childAlerts.medications', { count: child.onGoingMedication })}
          description={
            medications.length ? (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {medications.map((item) => (
                  <li key={item.id}>{item.instructions ? `${item.label}: ${item.instructions}` : item.label}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      {child.incident > 0 && (
        <Alert type="info" showIcon title={t('childAlerts.incidents', { count: child.incident })} />
      )}
    </Flex>
  );
}
