import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { LanguageDto } from './dto/language.dto';
import { LoggedInUserResponseDto } from './dto/logged-in-user.dto';
import { ThemeDto } from './dto/theme.dto';
import { LoggedInUserService } from './logged-in-user.service';
import { UsersService } from './users.service';

@ApiTags('User')
@Controller('user')
@Authorize()
export class UserController {
  constructor(
    private readonly loggedInUsers: LoggedInUserService,
    private readonly users: UsersService,
  ) {}

  @Get('loggedInUser')
  @ApiOperation({ summary: 'The signed-in user (section 3), without tokens' })
  @ApiOkResponse({ type: LoggedInUserResponseDto })
  async loggedInUser(@CurrentUser() user: AuthenticatedUser): Promise<LoggedInUserResponseDto> {
    return { user: await this.loggedInUsers.build({ userId: user.id, daycareId: user.daycareId, impersonatorId: user.impersonatorId }) };
  }

  @Post('setTheme')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Save the light or dark theme to the user' })
  @ApiOkResponse({ type: ThemeDto })
  async setTheme(@CurrentUser() user: AuthenticatedUser, @Body() body: ThemeDto): Promise<ThemeDto> {
    await this.users.setTheme(user.id, body.theme);
    return { theme: body.theme };
  }

  @Post('setLanguage')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Save the user's language: the apps speak it and e-mails to the user are written in it" })
  @ApiOkResponse({ type: LanguageDto })
  async setLanguage(@CurrentUser() user: AuthenticatedUser, @Body() body: LanguageDto): Promise<LanguageDto> {
    await this.users.setLanguage(user.id, body.language);
    return { language: body.language };
  }
}
