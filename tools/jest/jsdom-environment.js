// jsdom as the browser apps' tests need it, plus what jsdom lacks: the fetch and text-encoding
// APIs from Node (RTK Query, react-router and the shell's version check use them); pointer events
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

module.exports = class BrowserAppEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    const computedStyle = window.getComputedStyle.bind(window);
    Object.assign(window, {
      getComputedStyle: (element) => computedStyle(element),
      scrollTo: () => undefined,
      fetch, Headers, Request, Response, TextEncoder, TextDecoder,
      matchMedia: matchMediaFor(window),
      PointerEvent: window.PointerEvent ?? class PointerEvent extends window.MouseEvent {},
    });
  }
};
