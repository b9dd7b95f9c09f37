// jsdom as the browser apps' tests need it, plus what jsdom lacks: the fetch and text-encoding
// APIs from Node (RTK Query, react-router and the shell's version check use them), with a Request
// that resolves a relative URL against the page as a browser's does, and MessageChannel (antd's
// form watches fields with it); pointer events
// with coordinates (the snackbar's swipe); getComputedStyle that ignores pseudo-elements and a
// scrollTo that does nothing, where jsdom, having no layout, logs that it cannot; and media
// queries (antd's breakpoints), answered from the window's width as a browser would, so a test
// sets a phone or a desktop by setting window.innerWidth before rendering.
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');

/**
 * jsdom matches CSS selectors with nwsapi, which keeps its compiled selectors in an LRU of 1000.
 * antd's generated styles alone bring about 1,350 selectors to a form page, and getComputedStyle
 * tries every rule in order, so the cache thrashes and each style costs over 100 ms (role queries
 * and popups compute many). The limit is a constant inside nwsapi with no setting: this worker loads
 * nwsapi once, from its own source with a larger limit, before jsdom requires it. Were the constant
 * to change upstream, nwsapi loads as it is and the tests only run slower.
 */
function loadNwsapiWithLargerCache() {
  const file = require.resolve('nwsapi', { paths: [path.dirname(require.resolve('jsdom'))] });
  if (require.cache[file]) return;
  const source = fs.readFileSync(file, 'utf8').replace('CACHE_LIMIT = 1000,', 'CACHE_LIMIT = 20000,');
  const nwsapi = new Module(file, module);
  nwsapi.filename = file;
  nwsapi.paths = Module._nodeModulePaths(path.dirname(file));
  nwsapi._compile(source, file);
  nwsapi.loaded = true;
  require.cache[file] = nwsapi;
}

loadNwsapiWithLargerCache();
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

/** Two ports that deliver each message in a later task, on the page's timers: Node's own channel keeps jest from exiting. */
function messageChannelOn(window) {
  return class MessageChannel {
    constructor() {
      const port = (other) => ({
        onmessage: null,
        postMessage: (data) => window.setTimeout(() => other().onmessage?.({ data })),
        close: () => undefined,
      });
      this.port1 = port(() => this.port2);
      this.port2 = port(() => this.port1);
    }
  };
}

module.exports = class BrowserAppEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    const computedStyle = window.getComputedStyle.bind(window);
    const PageRequest = class Request extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
      }
    };
    Object.assign(window, {
      getComputedStyle: (element) => computedStyle(element),
      scrollTo: () => undefined,
      fetch, Headers, Request: PageRequest, Response, TextEncoder, TextDecoder,
      MessageChannel: messageChannelOn(window),
      matchMedia: matchMediaFor(window),
      PointerEvent: window.PointerEvent ?? class PointerEvent extends window.MouseEvent {},
    });
  }
};
