// Rewrites `import { Button, Table as T } from "antd"` in swc's output to
// `import { Button } from "antd"; import T from "antd/es/table";` for the on-demand components
// of shared-surfaces.js, so app code imports antd the usual way while each larger component is
// shared, and downloaded, on its own.
const { ANTD_ON_DEMAND_REQUESTS } = require('./shared-surfaces');

const ANTD_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])antd\2;?/g;

function rewrite(specifiers) {
  const core = [];
  const separate = [];
  for (const specifier of specifiers.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [imported, local = imported] = specifier.split(/\s+as\s+/);
    const request = ANTD_ON_DEMAND_REQUESTS.get(imported);
    if (request) separate.push(`import ${local} from "${request}";`);
    else core.push(specifier);
  }
  return [...(core.length ? [`import { ${core.join(', ')} } from "antd";`] : []), ...separate].join(' ');
}

module.exports = function antdImportsLoader(source) {
  return source.replace(ANTD_IMPORT, (_match, specifiers) => rewrite(specifiers));
};
