import { closeOpenBrowsers } from './browser';

afterAll(closeOpenBrowsers);
