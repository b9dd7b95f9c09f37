import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/authorization/access.decorators';
import { ACCOUNT_MESSAGES } from './account-messages';
import { ConfirmEmailDto } from './dto/account-requests.dto';
import { EmailConfirmedDto } from './dto/account-responses.dto';
import { RegistrationService } from './registration.service';

@ApiTags('Register')
@Controller('user')
export class UserEmailController {
  constructor(private readonly registration: RegistrationService) {}

  @Post('confirmEmail')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Confirm an e-mail address with the mailed code' })
  @ApiOkResponse({ type: EmailConfirmedDto })
  @ApiBadRequestResponse({ description: ACCOUNT_MESSAGES.invalidConfirmationCode })
  confirmEmail(@Body() { email, code }: ConfirmEmailDto): Promise<EmailConfirmedDto> {
    return this.registration.confirmEmail(email, code);
  }
}
