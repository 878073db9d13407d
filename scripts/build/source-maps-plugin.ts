import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sentryVitePlugin } from '@sentry/vite-plugin';
import type { Plugin, PluginOption } from 'vite';

/** Where Sentry keeps the maps: set all three (the deployment's environment) to upload them. */
export interface SentryUpload {
  readonly authToken?: string | undefined;
  readonly org?: string | undefined;
  readonly project?: string | undefined;
  /** The release the app reports (VITE_RELEASE); Sentry matches maps by debug id without it. */
  readonly release?: string | undefined;
}

export const uploadsSourceMaps = (sentry: SentryUpload) =>
  Boolean(sentry.authToken && sentry.org && sentry.project);

/** Every `.map` file under `dir`: what nobody but Sentry may have. */
export const sourceMapsIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.map'))
    .map((file) => join(dir, file));

/**
 * Deletes every source map from the output once the build (and any upload) is done, whatever
 * wrote it, so none is published with the site.
 */
const deleteSourceMaps = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'delete-source-maps',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => sourceMapsIn(outDir).forEach((file) => rmSync(file)),
    },
  };
};

/**
 * The build's source maps: made (without a `sourceMappingURL` comment, which would name them to
 * every visitor) and uploaded to Sentry only where it is configured, then deleted from dist either
 * way. Returns Vite's `build.sourcemap` setting and the plugins.
 */
export const sourceMaps = (sentry: SentryUpload) => {
  const upload = uploadsSourceMaps(sentry);
  const plugins: PluginOption[] = [
    ...(upload
      ? [
          sentryVitePlugin({
            authToken: sentry.authToken,
            org: sentry.org,
            project: sentry.project,
            ...(sentry.release ? { release: { name: sentry.release } } : {}),
            telemetry: false,
          }),
        ]
      : []),
    deleteSourceMaps(),
  ];
  return { sourcemap: upload ? ('hidden' as const) : false, plugins };
};
