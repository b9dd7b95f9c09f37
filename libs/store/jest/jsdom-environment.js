// jsdom as the browser apps' tests need it: plus the fetch API, which jsdom lacks and Node has
// (RTK Query and the shell's version check call it), and media queries, which antd's
// breakpoints read, answered from the window's width as a browser would, so a test sets a
// phone or a desktop by setting window.innerWidth before rendering.
const { TestEnvironment } = require('jest-environment-jsdom');

function matchMediaFor(window) {
  const widthMatches = (query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
  };
  return (query) => ({
    matches: widthMatches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

module.exports = class BrowserAppEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Headers, Request, Response, matchMedia: matchMediaFor(this.global) });
  }
};
