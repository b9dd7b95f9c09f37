import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/authorization/access.decorators';
import { RemotesManifestDto } from './dto/remotes-manifest.dto';
import { RemotesService } from './remotes.service';

@ApiTags('Web apps')
@Controller('remotes')
export class RemotesController {
  constructor(private readonly remotes: RemotesService) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Where to load each role app from (re-read on every call, so redeploys need no restart)' })
  @ApiOkResponse({ type: RemotesManifestDto })
  manifest(): Promise<RemotesManifestDto> {
    return this.remotes.manifest();
  }
}
