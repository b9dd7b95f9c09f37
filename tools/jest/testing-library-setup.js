// Every browser-app test: two cores run all projects' tests at once in CI, and antd tables and
// forms take a while to draw in jsdom, so give findBy/waitFor room before they fail.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(90_000);

// jsdom has no layout, so nothing ever resizes: antd's tabs and tables only need the observer to exist.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
