import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { SetPinDto } from './dto/pin.dto';
import { PinService } from './pin.service';

@ApiTags('Account')
@Controller('user')
export class PinController {
  constructor(private readonly pins: PinService) {}

  @Post('setPin')
  @Authorize({ userTypes: [UserType.User, UserType.Staff, UserType.Admin, UserType.Super] })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Set my personal PIN (4 to 6 digits): staff sign in on a tablet with it, guardians confirm a sign-in or sign-out' })
  @ApiNoContentResponse({ description: 'The PIN is set (stored hashed)' })
  async setPin(@CurrentUser() user: AuthenticatedUser, @Body() body: SetPinDto): Promise<void> {
    await this.pins.set(user.id, body.pin);
  }
}
