/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../../services/api/openapi.json',
  apiFile: './src/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/generated/endpoints.ts',
  exportName: 'api',
  hooks: true,
  tag: true,
  // A download the browser saves as a file: the app fetches it as a blob, so a cached JSON query
  // hook for it would only invite misuse. It stays in the OpenAPI document (and its fuzz).
  filterEndpoints: (name) => !['familyArchiveExport'].includes(name),
  // Reads that take their filter as a POST body are queries all the same: cached, shared by
  // the components that ask, and they change nothing, so they must not invalidate any tag.
  endpointOverrides: [
    { pattern: ['tabletWeeklyRoomAttendance', 'tabletDailyChildAttendances'], type: 'query' },
  ],
};
