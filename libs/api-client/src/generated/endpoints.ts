import { baseApi as api } from "../base-api";
export const addTagTypes = [
  "App version",
  "Health",
  "Web apps",
  "Rooms",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      appVersionCheck: build.query<
        AppVersionCheckApiResponse,
        AppVersionCheckApiArg
      >({
        query: () => ({ url: `/appVersion/check` }),
        providesTags: ["App version"],
      }),
      appVersionReleaseCache: build.mutation<
        AppVersionReleaseCacheApiResponse,
        AppVersionReleaseCacheApiArg
      >({
        query: (queryArg) => ({
          url: `/appVersion/releaseCache`,
          method: "POST",
          body: queryArg.releaseCacheDto,
        }),
        invalidatesTags: ["App version"],
      }),
      healthCheck: build.query<HealthCheckApiResponse, HealthCheckApiArg>({
        query: () => ({ url: `/health` }),
        providesTags: ["Health"],
      }),
      remotesManifest: build.query<
        RemotesManifestApiResponse,
        RemotesManifestApiArg
      >({
        query: () => ({ url: `/remotes` }),
        providesTags: ["Web apps"],
      }),
      roomList: build.query<RoomListApiResponse, RoomListApiArg>({
        query: () => ({ url: `/room/list` }),
        providesTags: ["Rooms"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type AppVersionCheckApiResponse = /** status 200  */ number;
export type AppVersionCheckApiArg = void;
export type AppVersionReleaseCacheApiResponse =
  /** status 200  */ ReleaseCacheResultDto;
export type AppVersionReleaseCacheApiArg = {
  releaseCacheDto: ReleaseCacheDto;
};
export type HealthCheckApiResponse = /** status 200  */ HealthDto;
export type HealthCheckApiArg = void;
export type RemotesManifestApiResponse = /** status 200  */ RemotesManifestDto;
export type RemotesManifestApiArg = void;
export type RoomListApiResponse = /** status 200  */ RoomDto[];
export type RoomListApiArg = void;
export type ReleaseCacheResultDto = {
  released: boolean;
};
export type ReleaseCacheDto = {
  /** The cache entry to drop */
  cacheKey: "appVersion";
};
export type HealthDto = {
  database: "up" | "down";
  status: "ok" | "error";
  /** The deployed web apps version (as /api/appVersion/check) */
  version: number;
};
export type RemoteEntryDto = {
  /** Where the browser loads the remote from; the `v` query is a hash of the file, so a redeployed remote gets a new URL */
  entry: string;
};
export type RemotesManifestDto = {
  admin: RemoteEntryDto;
  guardian: RemoteEntryDto;
  super: RemoteEntryDto;
  tablet: RemoteEntryDto;
};
export type RoomDto = {
  id: number;
  /** Whether children in the room count toward the staff-to-child ratio */
  inRatio: boolean;
  label: string;
};
export const {
  useAppVersionCheckQuery,
  useAppVersionReleaseCacheMutation,
  useHealthCheckQuery,
  useRemotesManifestQuery,
  useRoomListQuery,
} = injectedRtkApi;
