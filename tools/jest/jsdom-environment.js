// jsdom as the browser apps' tests need it, plus what jsdom lacks: the fetch and text-encoding
// APIs from Node (RTK Query, react-router and the shell's version check use them), with a Request
// that resolves a relative URL against the page as a browser's does, and MessageChannel (antd's
// form watches fields with it); pointer events
// with coordinates (the snackbar's swipe); getComputedStyle that ignores pseudo-elements and a
// scrollTo that does nothing, where jsdom, having no layout, logs that it cannot; and media
// queries (antd's breakpoints), answered from the window's width as a browser would, so a test
// sets a phone or a desktop by setting window.innerWidth before rendering.
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
