import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { DIRECTORS } from './attendance.controller';
import { ClearPinLockDto, NO_PIN_ALERT, PinAlertDto, PinService } from '../people';

/** The director's view of PINs under attack in the session's daycare, and lifting a lock. */
@ApiTags('Attendance')
@Controller('attendance')
export class PinAlertsController {
  constructor(private readonly pins: PinService) {}

  @Get('pinAlerts')
  @Authorize(DIRECTORS)
  @ApiOperation({ summary: 'People whose tablet PIN is locked, or was typed wrong many times within the last 24 hours, on devices of my daycare' })
  @ApiOkResponse({ type: PinAlertDto, isArray: true })
  list(@CurrentUser() user: AuthenticatedUser): Promise<PinAlertDto[]> {
    return this.pins.alerts(user);
  }

  @Post('clearPinLock')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Lift a person's PIN locks and forget their wrong PINs in my daycare (after checking who was guessing)" })
  @ApiNoContentResponse({ description: 'The PIN works again on every device of the daycare' })
  @ApiNotFoundResponse({ description: NO_PIN_ALERT })
  async clear(@CurrentUser() user: AuthenticatedUser, @Body() body: ClearPinLockDto): Promise<void> {
    await this.pins.clear(user, body.personId);
  }
}
