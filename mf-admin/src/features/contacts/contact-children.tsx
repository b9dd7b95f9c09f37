// Which children of the family a contact serves, and how: called in an emergency, may pick up.
import { Checkbox, Flex, Form, Typography } from 'antd';
import { useChildByIdQuery, type ContactChildDto, type ContactChildInputDto, type LabelledDto } from '@daycare/api-client';
import { useT } from '../../i18n';

/** A child's roles in the form, by child id. */
export type ChildRoles = Record<string, { emergency: boolean; mayPickUp: boolean }>;

/** The children of a family, found from any one of them: the child and their siblings. */
export function useFamilyChildren(childId: number | undefined): { familyId?: number; children: LabelledDto[]; loading: boolean } {
  const record = useChildByIdQuery({ childId: childId ?? 0 }, { skip: !childId });
  const child = record.data;
  if (!child) return { children: [], loading: record.isLoading };
  return { familyId: child.familyId, children: [{ id: child.id, label: child.label }, ...child.siblings], loading: false };
}

export function rolesOf(children: ContactChildDto[]): ChildRoles {
  return Object.fromEntries(children.map(({ child, emergency, mayPickUp }) => [String(child.id), { emergency, mayPickUp }]));
}

/** The children given at least one role, as the gateway takes them. */
export function childrenInput(roles: ChildRoles | undefined): ContactChildInputDto[] {
  return Object.entries(roles ?? {})
    .filter(([, role]) => role.emergency || role.mayPickUp)
    .map(([childId, role]) => ({ childId: Number(childId), emergency: Boolean(role.emergency), mayPickUp: Boolean(role.mayPickUp) }));
}

function ChildRolesInput({ family, value = {}, onChange }: { family: LabelledDto[]; value?: ChildRoles; onChange?: (value: ChildRoles) => void }) {
  const t = useT();
  const set = (childId: number, role: 'emergency' | 'mayPickUp', checked: boolean) => {
    const current = value[String(childId)] ?? { emergency: false, mayPickUp: false };
    onChange?.({ ...value, [String(childId)]: { ...current, [role]: checked } });
  };
  return (
    <Flex vertical gap={8} role="group" aria-label={t('contacts.form.children')}>
      {family.map((child) => {
        const roles = value[String(child.id)];
        return (
          <Flex key={child.id} gap={16} wrap align="center">
            <Typography.Text strong style={{ minWidth: 160 }}>{child.label}</Typography.Text>
            <Checkbox checked={Boolean(roles?.emergency)} onChange={(event) => set(child.id, 'emergency', event.target.checked)}
              aria-label={t('contacts.form.emergencyFor', { name: child.label })}>
              {t('contacts.form.emergency')}
            </Checkbox>
            <Checkbox checked={Boolean(roles?.mayPickUp)} onChange={(event) => set(child.id, 'mayPickUp', event.target.checked)}
              aria-label={t('contacts.form.mayPickUpFor', { name: child.label })}>
              {t('contacts.form.mayPickUp')}
            </Checkbox>
          </Flex>
        );
      })}
    </Flex>
  );
}

/** Two ticks for each child of the family, emergency and pick-up; at least one tick in all. */
export function ChildRolesField({ family }: { family: LabelledDto[] }) {
  const t = useT();
  const atLeastOne = {
    validator: (_rule: unknown, roles: ChildRoles | undefined) =>
      (childrenInput(roles).length > 0 ? Promise.resolve() : Promise.reject(new Error(t('contacts.form.childRequired')))),
  };
  return (
    <Form.Item name="children" label={t('contacts.form.children')} rules={[atLeastOne]}>
      <ChildRolesInput family={family} />
    </Form.Item>
  );
}
