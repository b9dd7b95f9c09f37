/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../../services/api/openapi.json',
  apiFile: './src/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/generated/endpoints.ts',
  exportName: 'api',
  hooks: true,
  tag: true,
};
