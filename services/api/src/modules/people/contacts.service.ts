import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { StoredFilesService } from '../files';
import { changedFields } from './changed-fields';
import { COMPACT_CALL_ORDER, CONTACT_LIST_COLUMNS, CONTACT_RECORD_COLUMNS } from './contact-queries';
import type {
  ContactChildInputDto,
  ContactCreatedDto,
  ContactListDto,
  ContactListItemDto,
  ContactListQueryDto,
  ContactRecordDto,
  CreateContactDto,
  ReorderContactsDto,
  UpdateContactAddressDto,
  UpdateContactChildrenDto,
  UpdateContactNameDto,
  UpdateContactPhonesDto,
} from './dto/contact.dto';
import type { FamilyChangePart } from './dto/family-change.dto';
import type { PhoneDto } from './dto/phone.dto';
import { type FamilyChangeInput, FamilyChangesService } from './family-changes.service';
import { personSearch, phoneJson, phoneValues } from './person-queries';

const FAMILY_REQUIRED = "familyId is required: name the family whose contact this is";
const CHILDREN_OF_FAMILY = "children must name only children of the contact's family";
const EMERGENCY_NEEDS_PHONE = 'an emergency contact needs at least one phone number: mobile, home or work';

/** Refuses, inside the change's transaction (so nothing is kept), a contact left called in an emergency with no phone to call. */
async function requirePhoneIfEmergency(manager: EntityManager, contactId: number): Promise<void> {
  const [unreachable] = await manager.query(
    `SELECT 1 FROM contact r WHERE r.id = $1 AND r.mobile_phone IS NULL AND r.home_phone IS NULL AND r.work_phone IS NULL
        AND EXISTS (SELECT 1 FROM child_contact cc WHERE cc.contact_id = r.id AND cc.emergency)`,
    [contactId],
  );
  if (unreachable) throw new BadRequestException(EMERGENCY_NEEDS_PHONE);
}

/** A value an update sets: how to read it (SQL on alias r) and the columns it writes. */
interface FieldChange {
  read: string;
  write: [column: string, value: unknown][];
}

const column = (name: string, value: unknown): FieldChange => ({ read: `r.${name}`, write: [[name, value]] });

function phoneChange(stem: string, phone: PhoneDto | null | undefined): FieldChange {
  const [number, country] = phoneValues(phone);
  return { read: phoneJson('r', stem), write: [[stem, number], [`${stem}_country`, country]] };
}

/** What a contact is to one child: called in an emergency, allowed to pick the child up. */
interface ChildRole {
  childId: number;
  emergency: boolean;
  mayPickUp: boolean;
}

/**
 * A family's change of what a contact is to each child, one entry per child whose role changed: under
 * the pick-up list when the permission to pick up changed, under contacts otherwise.
 */
function roleChanges(contactId: number, before: ChildRole[], after: ChildRole[], gone?: FamilyChangeInput['gone']): FamilyChangeInput[] {
  const roleOf = (entries: ChildRole[], childId: number) => {
    const entry = entries.find((row) => row.childId === childId);
    return entry ? { emergency: entry.emergency, mayPickUp: entry.mayPickUp } : null;
  };
  const childIds = [...new Set([...before, ...after].map((entry) => entry.childId))];
  return childIds.flatMap((childId) => {
    const [old, now] = [roleOf(before, childId), roleOf(after, childId)];
    // A role taken away reads as an empty `after`, a new one as an empty `before`.
    const changes = old && now ? changedFields(old, now) : { before: old ?? {}, after: now ?? {} };
    if (!Object.keys(changes.after).length && !Object.keys(changes.before).length) return [];
    const part: FamilyChangePart = (old?.mayPickUp ?? false) !== (now?.mayPickUp ?? false) ? 'pickup' : 'contacts';
    return [{ subject: { kind: 'contact' as const, id: contactId }, childId, part, changes, gone }];
  });
}

/** The families' emergency contacts: the lists, the record as the caller may see it, changes and each child's call order. */
@Injectable()
export class ContactsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly audit: AuditService,
    private readonly familyChanges: FamilyChangesService,
    private readonly files: StoredFilesService,
  ) {}

  /** Three queries whatever the page size: the total, the page and its photos. A guardian reads their own family's only. */
  async list(user: AuthenticatedUser, query: ContactListQueryDto): Promise<ContactListDto> {
    const scope = await this.access.require(user, Permission.ContactList);
    const params: unknown[] = [scope.daycareId];
    const where = ['r.daycare_id = $1'];
    const add = (sql: (param: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (scope.kind === 'guardian') add((p) => `r.family_id = ${p}`, scope.familyId ?? 0);
    if (query.familyId !== undefined) add((p) => `r.family_id = ${p}`, query.familyId);
    const search = query.search?.trim();
    if (search) where.push(personSearch('r', `r.first_name || ' ' || r.last_name || ' ' || r.relation`, search, params));
    const from = `FROM contact r WHERE ${where.join(' AND ')}`;
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total ${from}`, params);
    const pageSize = query.pageSize ?? 20;
    const items = await this.dataSource.query(
      `SELECT ${CONTACT_LIST_COLUMNS} ${from} ORDER BY lower(r.last_name), lower(r.first_name), r.id LIMIT ${pageSize} OFFSET ${((query.page ?? 1) - 1) * pageSize}`,
      params,
    );
    return { items: await this.files.withPhotoUrls('contact', items), total };
  }

  /** The record as the caller may see it: the address for directors and the family only. */
  async record(user: AuthenticatedUser, contactId: number): Promise<ContactRecordDto> {
    const { daycareId } = await this.access.require(user, Permission.ContactRead, [contactId]);
    const fields = await this.access.contactFields(user);
    const [row] = await this.files.withPhotoUrls('contact', await this.dataSource.query<ContactRecordDto[]>(
      `SELECT ${CONTACT_LIST_COLUMNS}, ${CONTACT_RECORD_COLUMNS} FROM contact r WHERE r.id = $1 AND r.daycare_id = $2`,
      [contactId, daycareId],
    ));
    return { ...row, address: fields.address ? row.address : null, canEdit: fields.edit };
  }

  async create(actor: RequestActor, body: CreateContactDto): Promise<ContactCreatedDto> {
    const scope = await this.access.require(actor.user, Permission.ContactFamily);
    const familyId = body.familyId ?? (scope.kind === 'guardian' ? scope.familyId : null);
    if (!familyId) throw new BadRequestException(FAMILY_REQUIRED);
    await this.access.require(actor.user, Permission.ContactFamily, [familyId]);
    await this.requireChildrenOf(actor.user, familyId, body.children);
    const id = await this.dataSource.transaction(async (manager) => {
      const [mobile, home, work] = [body.mobile, body.home, body.work].map(phoneValues);
      const [{ id: contactId }] = await manager.query(
        `INSERT INTO contact (daycare_id, family_id, first_name, last_name, relation, email, mobile_phone, mobile_phone_country, home_phone, home_phone_country, work_phone, work_phone_country)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [scope.daycareId, familyId, body.firstName, body.lastName, body.relation, body.email ?? null, ...mobile, ...home, ...work],
      );
      await this.addToChildren(manager, scope.daycareId, contactId, body.children);
      await requirePhoneIfEmergency(manager, contactId);
      return contactId;
    });
    await this.audit.record({ ...auditIdentity(actor), action: 'contact.create', target: `contact:${id}`, detail: { before: {}, after: { ...body, familyId } } });
    await this.familyChanges.record(actor, roleChanges(id, [], body.children));
    return { id };
  }

  /** Every child named must be a child of the family the caller reaches. */
  private async requireChildrenOf(user: AuthenticatedUser, familyId: number, children: ContactChildInputDto[]): Promise<void> {
    const childIds = children.map((child) => child.childId);
    const { daycareId } = await this.access.require(user, Permission.ContactChild, childIds);
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM child WHERE id = ANY($1) AND family_id = $2 AND daycare_id = $3`, [childIds, familyId, daycareId]);
    if (count !== childIds.length) throw new BadRequestException(CHILDREN_OF_FAMILY);
  }

  /** New children of a contact get it last in their call order. */
  private async addToChildren(manager: EntityManager, daycareId: number, contactId: number, children: ContactChildInputDto[]): Promise<void> {
    await manager.query(
      `INSERT INTO child_contact (daycare_id, child_id, contact_id, call_order, emergency, may_pick_up)
       SELECT $1, n.child_id, $2, coalesce((SELECT max(cc.call_order) FROM child_contact cc WHERE cc.child_id = n.child_id), 0) + 1, n.emergency, n.may_pick_up
         FROM unnest($3::int[], $4::boolean[], $5::boolean[]) AS n (child_id, emergency, may_pick_up)`,
      [daycareId, contactId, children.map((c) => c.childId), children.map((c) => c.emergency), children.map((c) => c.mayPickUp)],
    );
  }

  async updateName(actor: RequestActor, body: UpdateContactNameDto): Promise<ContactRecordDto> {
    return this.updateColumns(actor, body.contactId, 'contact.updateName', 'name', {
      firstName: column('first_name', body.firstName),
      lastName: column('last_name', body.lastName),
      relation: column('relation', body.relation),
    });
  }

  async updateAddress(actor: RequestActor, body: UpdateContactAddressDto): Promise<ContactRecordDto> {
    return this.updateColumns(actor, body.contactId, 'contact.updateAddress', 'address', {
      line: column('address_line', body.line ?? null),
      city: column('city', body.city ?? null),
      province: column('province', body.province ?? null),
      postalCode: column('postal_code', body.postalCode ?? null),
    });
  }

  async updatePhones(actor: RequestActor, body: UpdateContactPhonesDto): Promise<ContactRecordDto> {
    return this.updateColumns(actor, body.contactId, 'contact.updatePhones', 'phones', {
      mobile: phoneChange('mobile_phone', body.mobile),
      home: phoneChange('home_phone', body.home),
      work: phoneChange('work_phone', body.work),
      email: column('email', body.email ?? null),
    }, requirePhoneIfEmergency);
  }

  /**
   * Sets columns of one contact in a transaction and records what changed; answers the new record. `check`
   * may refuse the contact as changed, before the transaction commits.
   */
  private async updateColumns(
    actor: RequestActor, contactId: number, action: string, part: FamilyChangePart, changes: Record<string, FieldChange>,
    check?: (manager: EntityManager, contactId: number) => Promise<void>,
  ): Promise<ContactRecordDto> {
    await this.access.require(actor.user, Permission.ContactUpdate, [contactId]);
    const keys = Object.keys(changes);
    const select = keys.map((key) => `${changes[key].read} AS "${key}"`).join(', ');
    const writes = keys.flatMap((key) => changes[key].write);
    const [before, after] = await this.dataSource.transaction(async (manager) => {
      const read = async () => (await manager.query(`SELECT ${select} FROM contact r WHERE r.id = $1 FOR UPDATE`, [contactId]))[0];
      const old = await read();
      await manager.query(`UPDATE contact SET ${writes.map(([name], index) => `${name} = $${index + 2}`).join(', ')} WHERE id = $1`, [contactId, ...writes.map(([, value]) => value)]);
      await check?.(manager, contactId);
      return [old, await read()];
    });
    await this.recordChange(actor, action, contactId, before, after);
    await this.familyChanges.record(actor, [{ subject: { kind: 'contact', id: contactId }, part, changes: changedFields(before, after) }]);
    return this.record(actor.user, contactId);
  }

  /** Replaces the children a contact serves: those left out lose it (their call order closes up), new ones get it last. */
  async updateChildren(actor: RequestActor, body: UpdateContactChildrenDto): Promise<ContactRecordDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.ContactUpdate, [body.contactId]);
    const [{ familyId }] = await this.dataSource.query(`SELECT family_id AS "familyId" FROM contact WHERE id = $1`, [body.contactId]);
    await this.requireChildrenOf(actor.user, familyId, body.children);
    const [before, after] = await this.dataSource.transaction(async (manager) => {
      // The contact's row too, so that a change of its phones waits for this one and sees its emergency roles.
      await manager.query(`SELECT 1 FROM contact WHERE id = $1 FOR UPDATE`, [body.contactId]);
      const old = await this.childrenOf(manager, body.contactId);
      const childIds = body.children.map((child) => child.childId);
      const removed: { childId: number }[] = await manager.query(`DELETE FROM child_contact WHERE contact_id = $1 AND NOT (child_id = ANY($2)) RETURNING child_id AS "childId"`, [body.contactId, childIds]);
      await manager.query(COMPACT_CALL_ORDER, [removed.map((row) => row.childId)]);
      await manager.query(
        `UPDATE child_contact cc SET emergency = n.emergency, may_pick_up = n.may_pick_up FROM unnest($2::int[], $3::boolean[], $4::boolean[]) AS n (child_id, emergency, may_pick_up)
          WHERE cc.contact_id = $1 AND cc.child_id = n.child_id`,
        [body.contactId, childIds, body.children.map((c) => c.emergency), body.children.map((c) => c.mayPickUp)],
      );
      const kept = new Set((old as { childId: number }[]).map((row) => row.childId));
      const added = body.children.filter((child) => !kept.has(child.childId));
      if (added.length) await this.addToChildren(manager, daycareId, body.contactId, added);
      await requirePhoneIfEmergency(manager, body.contactId);
      return [old, await this.childrenOf(manager, body.contactId)];
    });
    await this.recordChange(actor, 'contact.updateChildren', body.contactId, { children: before }, { children: after });
    await this.familyChanges.record(actor, roleChanges(body.contactId, before, after));
    return this.record(actor.user, body.contactId);
  }

  private childrenOf(manager: EntityManager, contactId: number): Promise<{ childId: number; emergency: boolean; mayPickUp: boolean }[]> {
    return manager.query(
      `SELECT child_id AS "childId", emergency, may_pick_up AS "mayPickUp" FROM child_contact WHERE contact_id = $1 ORDER BY child_id FOR UPDATE`,
      [contactId],
    );
  }

  async remove(actor: RequestActor, contactId: number): Promise<void> {
    await this.access.require(actor.user, Permission.ContactUpdate, [contactId]);
    const before = await this.dataSource.transaction(async (manager) => {
      const [contact] = await manager.query(
        `SELECT first_name AS "firstName", last_name AS "lastName", relation, family_id AS "familyId", first_name || ' ' || last_name || ' (' || relation || ')' AS label FROM contact WHERE id = $1 FOR UPDATE`,
        [contactId],
      );
      const children = await this.childrenOf(manager, contactId);
      await manager.query(`DELETE FROM contact WHERE id = $1`, [contactId]);
      await manager.query(COMPACT_CALL_ORDER, [children.map((child) => child.childId)]);
      return { ...contact, children };
    });
    const { label, ...removed } = before;
    await this.audit.record({ ...auditIdentity(actor), action: 'contact.delete', target: `contact:${contactId}`, detail: { before: removed, after: {} } });
    await this.familyChanges.record(actor, roleChanges(contactId, removed.children, [], { familyId: removed.familyId, label }));
  }

  /**
   * Sets a child's call order; the ids must be exactly the child's contacts. Answers them in the new
   * order. A guardian's new order is a change of the family's, named by the contacts' names.
   */
  async reorder(actor: RequestActor, body: ReorderContactsDto): Promise<ContactListItemDto[]> {
    const { daycareId } = await this.access.require(actor.user, Permission.ContactChild, [body.childId]);
    const before = await this.dataSource.transaction(async (manager) => {
      const current = await this.callOrder(manager, body.childId);
      if (current.length !== body.contactIds.length || !current.every((row) => body.contactIds.includes(row.contactId))) {
        throw new BadRequestException(`contactIds must list exactly the child's ${current.length} contacts, each once`);
      }
      await manager.query(
        `UPDATE child_contact cc SET call_order = n.position FROM unnest($2::int[]) WITH ORDINALITY AS n (contact_id, position) WHERE cc.child_id = $1 AND cc.contact_id = n.contact_id`,
        [body.childId, body.contactIds],
      );
      return current;
    });
    await this.audit.record({ ...auditIdentity(actor), action: 'contact.reorder', target: `child:${body.childId}`, detail: changedFields({ contactIds: before.map((row) => row.contactId) }, { contactIds: body.contactIds }) });
    const nameOf = new Map(before.map((row) => [row.contactId, row.name]));
    const names = { before: { callOrder: before.map((row) => row.name) }, after: { callOrder: body.contactIds.map((id) => nameOf.get(id)) } };
    await this.familyChanges.record(actor, [{ subject: { kind: 'child', id: body.childId }, childId: body.childId, part: 'contacts', changes: changedFields(names.before, names.after) }]);
    return this.dataSource.query(
      `SELECT ${CONTACT_LIST_COLUMNS} FROM contact r JOIN child_contact o ON o.contact_id = r.id AND o.child_id = $1 WHERE r.daycare_id = $2 ORDER BY o.call_order`,
      [body.childId, daycareId],
    );
  }

  /** A child's contacts in call order, locked for the change. */
  private callOrder(manager: EntityManager, childId: number): Promise<{ contactId: number; name: string }[]> {
    return manager.query(
      `SELECT cc.contact_id AS "contactId", r.first_name || ' ' || r.last_name AS name
         FROM child_contact cc JOIN contact r ON r.id = cc.contact_id WHERE cc.child_id = $1 ORDER BY cc.call_order FOR UPDATE OF cc`,
      [childId],
    );
  }

  private recordChange(actor: RequestActor, action: string, contactId: number, before: Record<string, unknown>, after: Record<string, unknown>): Promise<void> {
    return this.audit.record({ ...auditIdentity(actor), action, target: `contact:${contactId}`, detail: changedFields(before, after) });
  }
}
