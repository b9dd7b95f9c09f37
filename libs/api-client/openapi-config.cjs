/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../../services/api/openapi.json',
  apiFile: './src/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/generated/endpoints.ts',
  exportName: 'api',
  hooks: true,
  tag: true,
  // Downloads the browser saves as files (fetched as blobs) and the families' event stream (read by
  // the shell as it arrives): a cached JSON query hook for any would only invite misuse. They stay
  // in the OpenAPI document (and its fuzz).
  filterEndpoints: (name) => !['familyArchiveExport', 'dailyReportsSleepLog', 'familyLiveLive', 'incidentsPdf'].includes(name),
  // Reads that take their filter as a POST body are queries all the same: cached, shared by
  // the components that ask, and they change nothing, so they must not invalidate any tag.
  endpointOverrides: [
    { pattern: ['tabletWeeklyRoomAttendance', 'tabletDailyChildAttendances'], type: 'query' },
  ],
};
