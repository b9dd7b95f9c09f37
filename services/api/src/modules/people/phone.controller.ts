import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import { Actor, type RequestActor } from '../audit';
import { GuardianRecordDto, UpdateGuardianPhonesDto } from './dto/guardian.dto';
import { GuardiansService } from './guardians.service';

/** A guardian's phones. */
@ApiTags('Guardians')
@Controller('phone')
export class PhoneController {
  constructor(private readonly guardians: GuardiansService) {}

  @Post('update')
  @Authorize({ userTypes: [UserType.User, UserType.Admin, UserType.Super] })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Replace a guardian's mobile, home and work phones (directors, the guardian themself)" })
  @ApiOkResponse({ type: GuardianRecordDto })
  update(@Actor() actor: RequestActor, @Body() body: UpdateGuardianPhonesDto): Promise<GuardianRecordDto> {
    return this.guardians.updatePhones(actor, body);
  }
}
