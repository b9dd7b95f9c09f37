import { ApiProperty } from '@nestjs/swagger';
import { ROLE_CODES, type RoleCode } from '@daycare/shared';
import { ArrayMaxSize, ArrayUnique, IsArray, IsEmail, IsIn } from 'class-validator';
import { IdField } from '../../../common/validation/number-fields';

const codeMessage = `code must be one of: ${ROLE_CODES.join(', ')}`;

export class CreateUserRoleDto {
  @IdField({ example: 7, description: 'A staff member, tablet or admin of the current daycare' })
  userId: number;

  @ApiProperty({ enum: ROLE_CODES, enumName: 'RoleCode', example: 'INVOICING' })
  @IsIn(ROLE_CODES, { message: codeMessage })
  code: RoleCode;
}

export class RemoveUserRoleQueryDto {
  @IdField({ example: 12, description: 'The id of the role entry (from /userrole/listGrouped)' })
  id: number;
}

export class GuardianUserRolesQueryDto {
  @IdField({ example: 1, description: 'The current daycare' })
  daycareId: number;
}

export class UpdateGuardianRolesDto {
  @IdField({ example: 4, description: 'A guardian of the current daycare' })
  userId: number;

  @ApiProperty({ enum: ROLE_CODES, enumName: 'RoleCode', isArray: true, example: ['MESSAGES'], description: 'Every role the guardian should hold afterwards' })
  @IsArray({ message: 'codes must be a list of role codes' })
  @ArrayUnique({ message: 'codes must not repeat a role' })
  @ArrayMaxSize(ROLE_CODES.length, { message: 'codes must not repeat a role' })
  @IsIn(ROLE_CODES, { each: true, message: `each of codes must be one of: ${ROLE_CODES.join(', ')}` })
  codes: RoleCode[];
}

export class AddAdminDto {
  @ApiProperty({ example: 'director@demo.test', description: 'The e-mail address of an existing account' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email: string;
}
