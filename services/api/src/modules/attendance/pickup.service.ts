import { BadRequestException, Injectable } from '@nestjs/common';
import type { AccessScope } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { type LabelledDto, PeopleService, PickupService, PinService } from '../people';
import type { SignedByDto, UpdateAttendanceDto } from './dto/attendance.dto';
import type { PickupDto, PickupRecordDto } from './dto/pickup.dto';

/** Who takes the child home, checked against the child's lists; someone not on the list comes with the staff member who allowed it. */
export interface ResolvedPickup extends PickupRecordDto {
  /** Set for someone not on the list: the allowing staff member also signs the child out. */
  signer: SignedByDto | null;
}

/** The fields that belong to the other kind of pick-up, named so the caller can drop them. */
function strayFields(pickup: PickupDto): string[] {
  const fields = pickup.kind === 'other' ? (['id'] as const) : (['name', 'reason', 'staffId', 'staffPin'] as const);
  return fields.filter((field) => pickup[field] !== undefined).map((field) => `pickup.${field}`);
}

/** The pick-up of a child's sign-out: on the list, or allowed by a staff member's PIN; never a never-release person. */
@Injectable()
export class AttendancePickupService {
  constructor(
    private readonly people: PeopleService,
    private readonly pickupLists: PickupService,
    private readonly pins: PinService,
  ) {}

  async resolve(user: AuthenticatedUser, scope: AccessScope, body: UpdateAttendanceDto, child: LabelledDto & { personType: string }): Promise<ResolvedPickup> {
    const pickup = body.pickup!;
    if (child.personType !== 'child' || body.action !== 'signOut') throw new BadRequestException("pickup belongs only to a child's sign-out");
    const stray = strayFields(pickup);
    if (stray.length) throw new BadRequestException(`Leave out ${stray.join(', ')}: they do not belong to a pick-up by ${pickup.kind === 'other' ? 'someone not on the list' : `a ${pickup.kind}`}`);
    if (pickup.kind === 'other') return this.other(user, scope, body, child, pickup);
    const person = await this.pickupLists.listedPerson(scope.daycareId, child.id, pickup.kind, pickup.id!);
    if (!person) throw new BadRequestException(`This ${pickup.kind} is not on ${child.label}'s pick-up list: choose someone on it, or "Someone else" with a staff member's PIN`);
    await this.refuseNeverRelease(scope.daycareId, child, person.label);
    return { kind: pickup.kind, id: person.id, name: person.label, reason: null, allowedBy: null, signer: null };
  }

  private async other(user: AuthenticatedUser, scope: AccessScope, body: UpdateAttendanceDto, child: LabelledDto, pickup: PickupDto): Promise<ResolvedPickup> {
    if (body.signedById !== undefined || body.guardianId !== undefined || body.pin !== undefined) {
      throw new BadRequestException('For someone not on the pick-up list, the staff member allowing it signs: send pickup.staffId and pickup.staffPin, not signedById, guardianId or pin');
    }
    const name = pickup.name!;
    // Refused before the PIN is tried: a blocked pick-up leaves nothing behind, not even a PIN attempt.
    await this.refuseNeverRelease(scope.daycareId, child, name);
    const staff = await this.people.staffMember(user, pickup.staffId!).catch(() => {
      throw new BadRequestException('The staff member allowing the pick-up is not staff of this daycare');
    });
    await this.pins.check(staff, pickup.staffPin, scope);
    const allowedBy = { id: staff.id, label: staff.label };
    return { kind: 'other', id: null, name, reason: pickup.reason!, allowedBy, signer: { kind: 'staff', ...allowedBy } };
  }

  private async refuseNeverRelease(daycareId: number, child: LabelledDto, name: string): Promise<void> {
    const listed = await this.pickupLists.neverReleaseMatch(daycareId, child.id, name);
    if (listed) {
      throw new BadRequestException(`Do not release ${child.label} to ${listed}: this person is on the never-release list. Keep the child in the room and call the director now.`);
    }
  }
}
