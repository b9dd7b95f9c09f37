import { Module } from '@nestjs/common';
import { SearchController } from './people-search.controller';
import { PeopleSearchService } from './people-search.service';

/** Search across the daycare's records; the people search reads the people tables through its trigram indexes. */
@Module({
  controllers: [SearchController],
  providers: [PeopleSearchService],
})
export class SearchModule {}
