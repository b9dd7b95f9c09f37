import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize, Public } from '../../common/authorization/access.decorators';
import { AppVersionService } from './app-version.service';
import { ReleaseCacheDto, ReleaseCacheResultDto } from './dto/release-cache.dto';

/** The version check is public (the browser checks before anyone signs in); dropping the cache is for Super. */
@ApiTags('App version')
@Controller('appVersion')
export class AppVersionController {
  constructor(private readonly appVersion: AppVersionService) {}

  @Public()
  @Get('check')
  @Header('Cache-Control', 'no-cache, no-store')
  @ApiOperation({ summary: 'The deployed web apps version; a browser holding another version offers to reload' })
  @ApiOkResponse({ schema: { type: 'number', example: 1732300000000 } })
  check(): Promise<number> {
    return this.appVersion.current();
  }

  @Authorize({ userTypes: [UserType.Super] })
  @Post('releaseCache')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Drop a cached value, e.g. after a deployment, so the next check reads it again' })
  @ApiOkResponse({ type: ReleaseCacheResultDto })
  @ApiBadRequestResponse({ description: 'Missing or unknown cacheKey, or an unknown field' })
  releaseCache(@Body() body: ReleaseCacheDto): ReleaseCacheResultDto {
    this.appVersion.release(body.cacheKey);
    return { released: true };
  }
}
