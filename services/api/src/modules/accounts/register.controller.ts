import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize, Public } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { LoggedInUserResponseDto } from '../users/dto/logged-in-user.dto';
import { ACCOUNT_MESSAGES } from './account-messages';
import { CreateUserDto, EmailOnlyDto, SaveProfileDto, UpdateReferralQueryDto } from './dto/account-requests.dto';
import { MessageDto, ProfileDto, ReferralDto, ReferredByDto, RegisteredDto } from './dto/account-responses.dto';
import { ProfileService } from './profile.service';
import { RegistrationService } from './registration.service';

@ApiTags('Register')
@Controller('register')
export class RegisterController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly profiles: ProfileService,
  ) {}

  @Post('createUser')
  @Public()
  @ApiOperation({ summary: 'Create a guardian account and mail a confirmation code (the same answer when the address is taken)' })
  @ApiCreatedResponse({ type: RegisteredDto })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid, or the password breaks the password policy' })
  createUser(@Body() form: CreateUserDto, @Ip() ip: string): Promise<RegisteredDto> {
    return this.registration.createUser(form, ip);
  }

  @Post('resendConfirmEmail')
  @Public()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Mail a new confirmation code when the account still needs one' })
  @ApiAcceptedResponse({ type: MessageDto })
  async resendConfirmEmail(@Body() { email }: EmailOnlyDto): Promise<MessageDto> {
    await this.registration.resendConfirmation(email);
    return { message: ACCOUNT_MESSAGES.confirmationResent };
  }

  @Get('referral')
  @Authorize()
  @ApiOperation({ summary: 'The referral code of the signed-in user' })
  @ApiOkResponse({ type: ReferralDto })
  referral(@CurrentUser() user: AuthenticatedUser): Promise<ReferralDto> {
    return this.profiles.referral(user.id);
  }

  @Post('updateReferral')
  @Authorize()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Record who recommended Daycare to the signed-in user' })
  @ApiOkResponse({ type: ReferredByDto })
  @ApiBadRequestResponse({ description: ACCOUNT_MESSAGES.invalidReferralCode })
  updateReferral(@CurrentUser() user: AuthenticatedUser, @Query() { referralCode }: UpdateReferralQueryDto): Promise<ReferredByDto> {
    return this.profiles.setReferrer(user.id, referralCode);
  }

  @Get('profile')
  @Authorize({ userTypes: [UserType.User] })
  @ApiOperation({ summary: "The signed-in guardian's own saved phone and address (null where nothing is saved yet)" })
  @ApiOkResponse({ type: ProfileDto })
  profile(@CurrentUser() user: AuthenticatedUser): Promise<ProfileDto> {
    return this.profiles.profile(user.id);
  }

  @Post('saveProfile')
  @Authorize({ userTypes: [UserType.User] })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Save the guardian's phone and address; completes the profile" })
  @ApiOkResponse({ type: LoggedInUserResponseDto })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid' })
  saveProfile(@CurrentUser() user: AuthenticatedUser, @Body() profile: SaveProfileDto): Promise<LoggedInUserResponseDto> {
    return this.profiles.saveProfile(user, profile);
  }
}
