// Exposed by every remote as `./build`: the id of the build that produced it, so the shell can
// show (and a test can prove) which deployment of a remote a page came from.
export const BUILD_ID = __BUILD_ID__;
