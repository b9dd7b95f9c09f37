/** The build's id, set by tools/webpack/create-config.js (BUILD_ID or the build time). */
declare const __BUILD_ID__: string;
