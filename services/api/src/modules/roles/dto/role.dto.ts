import { ApiProperty } from '@nestjs/swagger';
import { ROLE_CODES, type RoleCode, UserType } from '@daycare/shared';

/** A role entry: its code (the apps word it in the reader's language). */
export class RoleEntryDto {
  @ApiProperty({ enum: ROLE_CODES, enumName: 'RoleCode', example: 'INVOICING' })
  code: RoleCode;
}

/** One role held by one user in the current daycare; `id` is what /userrole/remove takes. */
export class UserRoleDto extends RoleEntryDto {
  @ApiProperty({ example: 12 })
  id: number;
}

class RoleHolderDto {
  @ApiProperty({ example: 7 })
  userId: number;

  @ApiProperty({ example: 'Daniel' })
  firstName: string;

  @ApiProperty({ example: 'Okafor' })
  lastName: string;

  @ApiProperty({ example: 'staff@demo.test' })
  email: string;

  @ApiProperty({ type: UserRoleDto, isArray: true })
  roles: UserRoleDto[];
}

/** A staff member, tablet or admin of the current daycare with the roles held there. */
export class StaffRolesDto extends RoleHolderDto {
  @ApiProperty({ enum: [UserType.Staff, UserType.Admin, UserType.Tablet], example: UserType.Staff, description: 'User type (2 Staff, 3 Admin, 4 Tablet)' })
  type: UserType;
}

/** A guardian of the daycare with the roles held there. */
export class GuardianRolesDto extends RoleHolderDto {}

export class AddAdminResultDto {
  @ApiProperty({ example: 9 })
  userId: number;
}
